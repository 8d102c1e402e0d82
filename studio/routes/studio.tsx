// The studio (issue 30): every screen under /studio/, its sign-in included. One route module for all of them: each route
// adds to the route manifest that every shopper page's first-load budget counts (docs/decisions/326-studio-routes.md).
// Behind the staff guard (302 to the sign-in without a session; 403 for a post without the session's CSRF token),
// never cached.
import { useLocation } from "react-router";
import { stylesheets } from "~/components/layout/stylesheet";
import { useDraftEditor, type CheckResult } from "~/studio/client/draft-editor";
import { DraftBar } from "~/studio/components/DraftBar";
import { StudioShell } from "~/studio/components/StudioShell";
import { noStore, requireStaff } from "~/studio/guard.server";
import { AuditScreen } from "~/studio/screens/AuditScreen";
import { ContentScreen } from "~/studio/screens/ContentScreen";
import { DraftsScreen } from "~/studio/screens/DraftsScreen";
import { HistoryScreen } from "~/studio/screens/HistoryScreen";
import { Overview } from "~/studio/screens/Overview";
import { PreviewScreen } from "~/studio/screens/PreviewScreen";
import { StudioRegionsContext } from "~/studio/screens/regions";
import { ScheduleScreen } from "~/studio/screens/ScheduleScreen";
import { SignIn, type Outcome } from "~/studio/screens/SignIn";
import { WordsScreen } from "~/studio/screens/WordsScreen";
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
  params["*"] === SIGN_IN ? signInLoader(request, context) : loadScreen(params["*"] ?? "", request, context);

export const action = ({ request, params, context }: Route.ActionArgs) =>
  params["*"] === SIGN_IN ? signInAction(request, context) : screenAction(request, context);

export default function Studio({ loaderData, actionData }: Route.ComponentProps) {
  const data = loaderData;
  const location = useLocation();
  if (data.screen === SIGN_IN) return <SignIn view={data} outcome={actionData as Outcome | undefined} />;
  // The draft being worked on follows the editor from screen to screen.
  const draft = new URLSearchParams(location.search).get("draft");
  const nav = data.nav.map((item) => ({
    ...item,
    href: draft && DRAFT_SCREENS.has(item.href) ? `${item.href}?draft=${draft}` : item.href,
  }));
  return (
    <StudioRegionsContext.Provider value={data.regions}>
      <StudioShell nav={nav} member={data.member} csrf={data.csrf}>
        {data.screen === "" ? <Overview member={data.member} recent={data.recent} /> : null}
        {data.screen === "audit" ? <AuditScreen rows={data.rows} /> : null}
        {data.screen === "preview" ? (
          <PreviewScreen csrf={data.csrf} now={data.now} lifetimes={data.lifetimes} drafts={data.drafts} />
        ) : null}
        {data.screen === "drafts" ? <DraftsScreen drafts={data.workspace.drafts} /> : null}
        {data.screen === "history" ? (
          <HistoryScreen {...data.history} csrf={data.csrf} role={data.member.role} />
        ) : null}
        {"workspace" in data && data.screen !== "drafts" ? <Workspace data={data} /> : null}
      </StudioShell>
    </StudioRegionsContext.Provider>
  );
}

const DRAFT_SCREENS = new Set(
  ["products", "prices", "stock", "campaigns", "banners", "menus", "words", "schedule"].map(
    (screen) => `/studio/${screen}`,
  ),
);

type ScreenData = Route.ComponentProps["loaderData"];
type WorkspaceData = Extract<ScreenData, { workspace: unknown; preview: unknown }>;

/** A screen that works on a draft: the draft bar, and the screen's forms saved and checked as the editor types. */
function Workspace({ data }: { data: WorkspaceData }) {
  const { workspace } = data;
  const editor = useDraftEditor(workspace.draft, workspace.check as CheckResult | null, data.csrf);
  const editable = workspace.draft !== null;
  return (
    <>
      <DraftBar
        csrf={data.csrf}
        role={data.member.role}
        drafts={workspace.drafts}
        draft={workspace.draft}
        editor={editor}
        preview={data.preview}
      />
      {data.screen === "words" ? (
        <WordsScreen
          key={`${data.words.picker.selected} ${workspace.draft?.id ?? ""}`}
          {...data.words}
          editor={editor}
          editable={editable}
        />
      ) : data.screen === "schedule" ? (
        <ScheduleScreen {...data.schedule} csrf={data.csrf} draft={workspace.draft?.id ?? null} />
      ) : "parts" in data ? (
        <ContentScreen
          key={`${data.screen} ${data.picker?.selected ?? ""} ${workspace.draft?.id ?? ""}`}
          title={data.title}
          intro={data.intro}
          picker={data.picker}
          parts={data.parts}
          editor={editor}
          editable={editable}
          now={data.now}
        />
      ) : null}
    </>
  );
}
