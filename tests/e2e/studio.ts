// The browser tests' studio staff: accounts made through the running server's operator endpoint, as
// `npm run studio:user` makes them while the server holds the embedded database, and signed in through the UI.
import type { Cookie } from "@playwright/test";
import { ADMIN_TOKEN } from "../../playwright.config";
import { expect, test as base, type APIRequestContext, type Page } from "./fixtures";

export const STAFF_PASSWORD = "transform and roll out";

export const staffEmail = (label: string) =>
  `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@studio.example`;

/** A new staff account's one-time sign-in path (/studio/sign-in?link=…). */
export async function createStaff(request: APIRequestContext, email: string, role: "editor" | "publisher") {
  const response = await request.post("/__admin/studio/users", {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    data: { email, role },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { token } = (await response.json()) as { token: string };
  return `/studio/sign-in?link=${encodeURIComponent(token)}`;
}

/** Follows the one-time link, chooses the password and lands on the studio. */
export async function signInFirstTime(page: Page, link: string) {
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose your password" })).toBeVisible();
  await page.getByLabel("New password").fill(STAFF_PASSWORD);
  await page.getByLabel("The same again").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(page.getByRole("navigation", { name: "Studio" })).toBeVisible();
}

/** A staff member of `role`, signed in on `page`. */
export async function signedInStaff(
  page: Page,
  request: APIRequestContext,
  role: "editor" | "publisher",
  label: string = role,
) {
  const email = staffEmail(label);
  await signInFirstTime(page, await createStaff(request, email, role));
  return email;
}

/** The signed-in page's CSRF token (the studio hands it to its scripts at /studio/api/session). */
export async function csrfOf(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const response = await fetch("/studio/api/session");
    return ((await response.json()) as { csrf: string }).csrf;
  });
}

/** Starts a draft titled `title` from a studio screen; resolves with its number once the screen shows it. */
export async function startDraft(page: Page, screen: string, title: string): Promise<number> {
  await page.goto(screen);
  await page.getByLabel("New draft").fill(title);
  await page.getByRole("button", { name: "Start draft" }).click();
  await expect(page).toHaveURL(/[?&]draft=\d+/);
  await expect(page.getByRole("status").filter({ hasText: `Draft #` })).toBeVisible();
  const draft = Number(new URL(page.url()).searchParams.get("draft"));
  // The address bar changes before the screen renders the draft: wait for the screen, so that what comes next (a
  // picker that keeps the address's parameters) starts from the draft.
  await expect(page.getByLabel("Working on")).toHaveValue(String(draft));
  return draft;
}

/** Opens a signed preview link of `draft` at `at` (made by the editor's session) in `preview`. */
export async function openPreview(editor: Page, preview: Page, draft: number, path: string, at: string) {
  const csrf = await csrfOf(editor);
  const link = await editor.evaluate(
    async ([body, token]) => {
      const response = await fetch("/studio/api/preview-links", {
        method: "POST",
        headers: { "content-type": "application/json", "x-csrf-token": token },
        body,
      });
      return ((await response.json()) as { link: string }).link;
    },
    [JSON.stringify({ path, at, draft, seconds: 600 }), csrf] as const,
  );
  await preview.goto(link);
}

type Role = "editor" | "publisher";
interface StaffSession {
  email: string;
  cookies: Cookie[];
}

/**
 * `test` with `staff(role)`: the worker's staff member of that role, its session put in the test's browser context;
 * resolves with the member's email. Each worker makes one member of a role and signs them in through the one-time link
 * once (a password hash and three page loads), for the tests on the shared server that are not about signing in
 * (studio-access.spec.ts is; the tests on a server of their own sign in there). `open` loads a studio page after.
 */
export const test = base.extend<
  { staff: (role: Role, open?: string) => Promise<string> },
  { staffSessions: (role: Role) => Promise<StaffSession> }
>({
  staffSessions: [
    async ({ browser }, provide, workerInfo) => {
      const made = new Map<Role, Promise<StaffSession>>();
      const signIn = async (role: Role): Promise<StaffSession> => {
        const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
        const page = await context.newPage();
        const email = staffEmail(`worker${workerInfo.workerIndex}-${role}`);
        const link = await createStaff(context.request, email, role);
        // The fixture's page.goto waits for hydration (fixtures.ts); this page is the plain one.
        const goto = page.goto.bind(page);
        page.goto = async (url, options) => {
          const response = await goto(url, options);
          await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
          return response;
        };
        await signInFirstTime(page, link);
        const cookies = await context.cookies();
        await context.close();
        return { email, cookies };
      };
      await provide((role) => {
        if (!made.has(role)) made.set(role, signIn(role));
        return made.get(role)!;
      });
    },
    { scope: "worker", timeout: 60_000 },
  ],
  staff: async ({ page, staffSessions }, provide) => {
    await provide(async (role, open) => {
      const { email, cookies } = await staffSessions(role);
      await page.context().addCookies(cookies);
      if (open) {
        await page.goto(open);
        await expect(page.getByRole("navigation", { name: "Studio" })).toBeVisible();
      }
      return email;
    });
  },
});
