// Who reaches the studio. Staff sign in with the one-time link and then their password; anonymous visitors
// and customers are sent to the sign-in (pages) or refused (API); a post without the session's CSRF token is refused;
// every studio answer is private, no-store; a signed preview link works for anyone without a token until it expires.
import { expect, test } from "./fixtures";
import { verifiedAccount } from "./mail";
import { STAFF_PASSWORD, createStaff, csrfOf, signInFirstTime, signedInStaff, staffEmail } from "./studio";

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  await request.get("/api/us/account/user/profile", { timeout: 100_000 });
});

test("a new editor sets a password from the one-time link, signs out and signs in again", async ({ page, request }) => {
  const email = staffEmail("first");
  const link = await createStaff(request, email, "editor");
  await signInFirstTime(page, link);
  await expect(page.getByRole("banner").getByText(email)).toBeVisible();
  // The link worked once.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole("alert")).toContainText("This sign-in link is used or has expired");

  await page.goto("/studio/audit");
  await expect(page).toHaveURL(/\/studio\/sign-in\?next=%2Fstudio%2Faudit$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("not the password at all");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Wrong email or password.");
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  // Back where the sign-in interrupted, and the audit log has it all.
  await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
  const rows = page.getByRole("row").filter({ hasText: email });
  await expect(rows.filter({ hasText: "password-set" })).toHaveCount(1);
  await expect(rows.filter({ hasText: "sign-in-failed" })).toHaveCount(1);
  await expect(rows.filter({ has: page.getByRole("cell", { name: "sign-in", exact: true }) })).not.toHaveCount(0);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to the studio" })).toBeVisible();
  const after = await page.request.get("/studio/api/session");
  expect(after.status()).toBe(401);
});

test("anonymous visitors and customers get 302 to the sign-in on pages and 401 on the API", async ({ request }) => {
  for (const path of ["/studio", "/studio/", "/studio/audit", "/studio/preview"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers()["location"], path).toMatch(/^\/studio\/sign-in\?next=/);
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
  }
  const api = await request.get("/studio/api/session");
  expect(api.status()).toBe(401);
  expect(api.headers()["cache-control"]).toBe("private, no-store");

  // A signed-in customer: their tokens open nothing in the studio.
  const customer = await verifiedAccount(
    request,
    "us",
    "us",
    `customer.${Date.now().toString(36)}@example.com`,
    "robots-in-disguise",
  );
  const headers = { apptoken: customer.apptoken, authorization: `Bearer ${customer.apptoken}` };
  expect((await request.get("/studio/api/session", { headers })).status()).toBe(401);
  const page = await request.get("/studio/", { headers, maxRedirects: 0 });
  expect(page.status()).toBe(302);
  const post = await request.post("/studio/api/preview-links", {
    headers,
    data: { path: "/us", at: "2026-01-01T00:00:00Z" },
  });
  expect(post.status()).toBe(401);
});

test("a post without the session's CSRF token is refused with 403; with it, it passes", async ({ page, request }) => {
  await signedInStaff(page, request, "editor", "csrf");
  const body = { path: "/us", at: "2026-01-01T00:00:00Z", seconds: 60 };
  const call = (headers: Record<string, string>) =>
    page.evaluate(
      async ([payload, extra]) => {
        const response = await fetch("/studio/api/preview-links", {
          method: "POST",
          headers: { "content-type": "application/json", ...extra },
          body: JSON.stringify(payload),
        });
        return response.status;
      },
      [body, headers] as const,
    );
  expect(await call({})).toBe(403);
  expect(await call({ "x-csrf-token": "made-up" })).toBe(403);
  expect(await call({ "x-csrf-token": await csrfOf(page) })).toBe(200);
  // A page form without its token: 403 too.
  const form = await page.evaluate(async () => {
    const response = await fetch("/studio/preview", {
      method: "POST",
      body: new URLSearchParams({ intent: "preview-link", path: "/us", at: "2026-01-01T00:00:00Z", hours: "1" }),
      redirect: "manual",
    });
    return response.status;
  });
  expect(form).toBe(403);
});

test("a signed preview link shows the site at its instant to anyone, and stops working when it expires", async ({
  page,
  request,
  browser,
}) => {
  await signedInStaff(page, request, "editor", "links");
  const csrf = await csrfOf(page);
  const create = (seconds: number) =>
    page.evaluate(
      async ([token, lifetime]) => {
        const response = await fetch("/studio/api/preview-links", {
          method: "POST",
          headers: { "content-type": "application/json", "x-csrf-token": token },
          body: JSON.stringify({ path: "/us", at: "2025-02-10T12:00:00+08:00", seconds: lifetime }),
        });
        return ((await response.json()) as { link: string }).link;
      },
      [csrf, seconds] as const,
    );
  const lasting = await create(3600);

  // A colleague: another browser, no token, no studio session.
  const colleague = await browser.newContext();
  const tab = await colleague.newPage();
  await tab.goto(lasting);
  await expect(tab.locator("[data-preview-bar]")).toContainText("Feb 9, 2025");
  // Valentine's sale window: the preview shows what the live site does not.
  await expect(tab.getByRole("banner").getByRole("link", { name: /Valentine's Day Sale/ })).toBeAttached();
  // The link's cookie keeps the preview on the next page; the studio stays closed to it.
  await tab.goto("/us/faq");
  await expect(tab.locator("[data-preview-bar]")).toBeVisible();
  const studio = await tab.request.get("/studio/", { maxRedirects: 0 });
  expect(studio.status()).toBe(302);
  const answer = await tab.request.get(lasting);
  expect(answer.headers()["cache-control"]).toBe("private, no-store");
  expect(answer.headers()["x-cache"]).toBe("BYPASS");

  // A short one works now, and is refused once its seconds have passed.
  const brief = await create(10);
  expect((await colleague.request.get(brief)).status()).toBe(200);
  await expect.poll(async () => (await colleague.request.get(brief)).status(), { timeout: 20_000 }).toBe(410);
  await tab.goto(brief);
  await expect(tab.getByRole("heading", { name: "This preview link has expired" })).toBeVisible();
  await colleague.close();
});
