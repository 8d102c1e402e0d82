import { useEffect } from "react";
import { useLocation } from "react-router";
import { attachConsent, type ConsentConfig } from "~/client/consent";

/**
 * The analytics data layer of a hydrated page (docs/requirements.md, "Page head and analytics"): consent set
 * up for the region (client/consent.ts), then one page view per navigation, the first page included, recorded as the
 * visitor's choice allows.
 */
export function Analytics({ region, language, consent }: { region: string; language: string; consent: ConsentConfig }) {
  const location = useLocation();
  const { mode, controller } = consent;
  useEffect(() => {
    const analytics = attachConsent(document, { mode, controller });
    return () => analytics.detach();
  }, [region, mode, controller]);
  useEffect(() => {
    window.mfAnalytics?.pageView({
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
