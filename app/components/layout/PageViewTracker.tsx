import { useEffect } from "react";
import { useLocation } from "react-router";

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Pushes one virtual page-view event to the analytics data layer per navigation, the first page included (spec §2). */
export function PageViewTracker({ region, language }: { region: string; language: string }) {
  const location = useLocation();
  useEffect(() => {
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({
      event: "virtual_page_view",
      page_path: location.pathname + location.search,
      page_title: document.title,
      region,
      language,
    });
    // One event per navigation: location.key changes exactly once per navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
  return null;
}
