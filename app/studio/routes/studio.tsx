// The studio (issue 30): every screen under /studio/, its sign-in included. One route module for all of them: each route
// adds to the route manifest that every shopper page's first-load budget counts (docs/decisions/326-studio-routes.md).
// Behind the staff guard (302 to the sign-in without a session; 403 for a post without the session's CSRF token),
// never cached.
import { stylesheets } from "~/components/layout/stylesheet";
import { StudioShell } from "~/studio/components/StudioShell";
import { noStore, requireStaff } from "~/studio/guard.server";
import { AuditScreen } from "~/studio/screens/AuditScreen";
import { Overview } from "~/studio/screens/Overview";
import { PreviewScreen } from "~/studio/screens/PreviewScreen";
import { SignIn } from "~/studio/screens/SignIn";
import { loadScreen, screenAction } from "~/studio/screens.server";
import { signInAction, signInLoader } from "~/studio/sign-in.server";
import studioStylesHref from "~/styles/studio.css?url";
import type { Route } from "./+types/studio";

export const middleware: Route.MiddlewareFunction[] = [noStore, requireStaff];

export const handle = stylesheets(studioStylesHref);

const SIGN_IN = "sign-in";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${
      !loaderData
        ? "Studio"
        : loaderData.screen === SIGN_IN
          ? "Sign in"
          : (loaderData.nav.find((item) => item.href === `/studio/${loaderData.screen}`)?.label ?? "Studio")
    } | Mechaforge Studio`,
  },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  params["*"] === SIGN_IN ? signInLoader(request, context) : loadScreen(params["*"] ?? "", context);

export const action = ({ request, params, context }: Route.ActionArgs) =>
  params["*"] === SIGN_IN ? signInAction(request, context) : screenAction(request, context);

export default function Studio({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  if (data.screen === SIGN_IN) return <SignIn view={data} />;
  return (
    <StudioShell nav={data.nav} member={data.member} csrf={data.csrf}>
      {data.screen === "" ? <Overview member={data.member} recent={data.recent} /> : null}
      {data.screen === "audit" ? <AuditScreen rows={data.rows} /> : null}
      {data.screen === "preview" ? (
        <PreviewScreen csrf={data.csrf} now={data.now} lifetimes={data.lifetimes} drafts={data.drafts} />
      ) : null}
    </StudioShell>
  );
}
