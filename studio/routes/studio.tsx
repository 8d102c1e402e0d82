// The signed-in studio: the frame around every screen (its mark, the screens, who is signed in, the way out), behind the
// staff guard: 302 to the sign-in without a session, 403 for a post without the session's CSRF token. Each screen is a
// route of its own below it (studio/routes.ts).
import { Outlet, useLocation, useLoaderData, type LoaderFunctionArgs, type MiddlewareFunction } from "react-router";
import { StudioShell } from "../components/StudioShell";
import { requireStaff } from "../guard.server";
import { StudioRegionsContext } from "../screens/regions";
import { loadFrame } from "../screens.server";

export const middleware: MiddlewareFunction<Response>[] = [requireStaff];

export const loader = ({ context }: LoaderFunctionArgs) => loadFrame(context);

const DRAFT_SCREENS = new Set(
  [
    "products",
    "prices",
    "stock",
    "campaigns",
    "banners",
    "home",
    "menus",
    "legal",
    "readiness",
    "words",
    "schedule",
    "calendar",
  ].map((screen) => `/studio/${screen}`),
);

export default function Studio() {
  const frame = useLoaderData<typeof loader>();
  const location = useLocation();
  // The draft being worked on follows the editor from screen to screen.
  const draft = new URLSearchParams(location.search).get("draft");
  const nav = frame.nav.map((item) => ({
    ...item,
    href: draft && DRAFT_SCREENS.has(item.href) ? `${item.href}?draft=${draft}` : item.href,
  }));
  return (
    <StudioRegionsContext.Provider value={frame.regions}>
      <StudioShell nav={nav} member={frame.member} csrf={frame.csrf}>
        <Outlet />
      </StudioShell>
    </StudioRegionsContext.Provider>
  );
}
