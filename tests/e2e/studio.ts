// The browser tests' studio staff: accounts made through the running server's operator endpoint, as
// `npm run studio:user` makes them while the server holds the embedded database, and signed in through the UI.
import { ADMIN_TOKEN } from "../../playwright.config";
import { expect, type APIRequestContext, type Page } from "./fixtures";

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
