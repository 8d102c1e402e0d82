// What every signed-in screen shares, loaded once by the frame (routes/studio.tsx): the member, the session's CSRF token,
// the screens and the regions.
import { useRouteLoaderData, type MetaFunction } from "react-router";
import type { Frame } from "../screens.server";

export const FRAME_ROUTE = "studio";

export function useFrame(): Frame {
  const frame = useRouteLoaderData<Frame>(FRAME_ROUTE);
  if (!frame) throw new Error("a studio screen outside the frame");
  return frame;
}

/** A screen's title: its name in the navigation ("Audit log | Mechaforge Studio"). */
export const screenMeta: MetaFunction = ({ matches, location }) => {
  const frame = matches.find((match) => match?.id === FRAME_ROUTE)?.loaderData as Frame | undefined;
  const path = /^\/studio\/?$/.test(location.pathname) ? "/studio/" : location.pathname.replace(/\/$/, "");
  return [{ title: `${frame?.nav.find((item) => item.href === path)?.label ?? "Studio"} | Mechaforge Studio` }];
};
