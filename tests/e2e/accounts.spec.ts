import { axeBuilder } from "./axe";
import { expect, test, type APIRequestContext, type Page } from "./fixtures";
import { linkIn, verifiedAccount, waitForMail } from "./mail";

const PASSWORD = "robots-in-disguise";
const uniqueEmail = (label: string) =>
  `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;

/** localStorage entries of a storage scope ("/us/apptoken" …). */
async function scopeStorage(page: Page, scope: string): Promise<Record<string, string>> {
  return page.evaluate(
    (prefix) => Object.fromEntries(Object.entries(localStorage).filter(([key]) => key.startsWith(prefix))),
    `/${scope}/`,
  );
}

const registerByApi = (request: APIRequestContext, scope: string, region: string, email: string) =>
  verifiedAccount(request, scope, region, email, PASSWORD);

// The first call of a scope opens and migrates its embedded database (a few seconds): do it before the timed steps.
test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  for (const scope of ["us", "eu"]) await request.get(`/api/${scope}/account/user/profile`, { timeout: 100_000 });
});

test("creates an account that signs in after the emailed link, stays signed in after a reload and logs out", async ({
  page,
}) => {
  const email = uniqueEmail("new");
  await page.goto("/us/login");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("checkbox", { name: "I am 13 or older" }).check();
  await page.getByRole("button", { name: "Create account" }).click();
  // The same answer for every address: what happens next is in the mail.
  await expect(page.getByRole("status").filter({ hasText: "Check your email." })).toBeVisible();
  await expect(page).toHaveURL(/\/us\/login$/);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please confirm your email address first" })).toBeVisible();

  const mail = await waitForMail(email, 2);
  expect(mail.subject).toBe("Confirm the email address of your Mechaforge account");
  await page.goto(linkIn(mail, "account/verify"));
  // The link's page asks for the account's password: the mailbox's owner chooses it, whatever the sign-up said.
  await page.getByLabel("Choose a password").fill(PASSWORD);
  await page.getByRole("button", { name: "Confirm email address" }).click();
  await expect(page.getByRole("status")).toHaveText("Your email address is confirmed. You can sign in now.");
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/us\/login$/);
  // The address bar changes before the login page replaces the confirmation page, whose title also names the address.
  await page.getByRole("textbox", { name: "Email address" }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(page).toHaveURL(/\/us\/account$/);
  await expect(page.getByRole("heading", { name: "My account" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  const stored = await scopeStorage(page, "us");
  expect(Object.keys(stored).sort()).toEqual(["/us/apptoken", "/us/reftoken", "/us/userId", "/us/userInfo"]);

  await page.reload();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page).toHaveURL(/\/us\/account$/);

  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/us\/login$/);
  expect(await scopeStorage(page, "us")).toEqual({});
});

test("refreshes an apptoken the server no longer accepts without the user noticing", async ({ page, request }) => {
  const email = uniqueEmail("refresh");
  const session = await registerByApi(request, "us", "us", email);
  // The API runs on the server's clock whatever a preview says, so the apptoken the browser holds is one
  // the server does not know, as an expired one is: the profile call answers 4003, the client refreshes and retries.
  const stale = await registerByApi(request, "us", "us", uniqueEmail("other"));
  const logout = await request.post("/api/us/account/user/logout", { headers: { apptoken: stale.apptoken } });
  expect((await logout.json()).code).toBe(2000);
  await page.goto("/us/login");
  await page.evaluate(
    (values) => {
      for (const [key, value] of Object.entries(values)) localStorage.setItem(`/us/${key}`, JSON.stringify(value));
    },
    { userId: session.user_id, apptoken: stale.apptoken, reftoken: session.reftoken },
  );

  const refreshed = page.waitForResponse((response) => response.url().includes("/sign_in/refresh"));
  await page.goto("/us/account");
  const refresh = await refreshed;
  const answer = (await refresh.json()) as { code: number; data: { reftoken: string } };
  expect(answer.code).toBe(2000);
  // The reftoken goes to the refresh call only, and comes back rotated.
  expect(refresh.request().headers()).toMatchObject({ reftoken: session.reftoken });

  await expect(page.getByText(email)).toBeVisible();
  await expect(page).toHaveURL(/\/us\/account/);
  await expect(page.getByRole("alert")).toHaveCount(0);
  const stored = await scopeStorage(page, "us");
  expect(JSON.parse(stored["/us/apptoken"] ?? "null")).not.toBe(stale.apptoken);
  expect(JSON.parse(stored["/us/reftoken"] ?? "null")).toBe(answer.data.reftoken);
  expect(answer.data.reftoken).not.toBe(session.reftoken);
});

test("an expired login without a full session lands on the login form once, with the stale values gone", async ({
  page,
}) => {
  await page.goto("/us/login");
  // Only part of a session, and its apptoken unknown to the server (this looped every 2 s).
  await page.evaluate(() => {
    localStorage.setItem("/us/userId", JSON.stringify("00000000-0000-4000-8000-000000000000"));
    localStorage.setItem("/us/apptoken", JSON.stringify("expired-or-made-up"));
  });
  // A visit to the account page is a document load or, on a client navigation, its loader data (history.replaceState
  // during hydration is no visit).
  const accountVisits: string[] = [];
  page.on("request", (request) => {
    if (/\/us\/account(\.data)?(\?|$)/.test(new URL(request.url()).pathname)) accountVisits.push(request.url());
  });
  await page.goto("/us/account");
  await expect(page.getByRole("alert").filter({ hasText: "Login expired, please log in again." })).toBeVisible();
  await expect(page).toHaveURL(/\/us\/login$/);
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  // Nothing stale is left for the login page to send the visitor back with.
  expect(await scopeStorage(page, "us")).toEqual({});
  expect(accountVisits).toHaveLength(1);
});

test("validates inline and shows the localized message for a wrong password", async ({ page, request }) => {
  const email = uniqueEmail("wrong");
  await registerByApi(request, "eu", "fr", email);
  await page.goto("/fr/login");

  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByText("Veuillez saisir votre adresse e-mail.")).toBeVisible();
  await expect(page.getByLabel("Adresse e-mail")).toBeFocused();
  await page.getByLabel("Adresse e-mail").fill("pas-un-email");
  await page.getByLabel("Adresse e-mail").blur();
  await expect(page.getByText("Veuillez saisir une adresse e-mail valide")).toBeVisible();

  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "L’adresse e-mail ou le mot de passe est incorrect." }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/fr\/login$/);
  expect(await scopeStorage(page, "eu")).toEqual({});

  const results = await axeBuilder(page).include(".account-page").analyze();
  expect(results.violations).toEqual([]);
});

test("the header's account link reads 'My account' while signed in, on the same cached document, without a shift", async ({
  page,
  request,
}) => {
  const header = page.getByRole("banner");
  await page.goto("/us");
  const anonymous = header.getByRole("link", { name: "Account", exact: true });
  await expect(anonymous).toBeVisible();
  const anonymousBox = await anonymous.boundingBox();

  const email = uniqueEmail("header");
  await registerByApi(request, "us", "us", email);
  await page.goto("/us/login");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/us\/account$/);
  await expect(header.getByRole("link", { name: "My account", exact: true })).toBeVisible();

  // A fresh load of a cached page: the server's document is the anonymous one, the browser marks the link signed in.
  const served = await (await request.get("/us")).text();
  expect(served).toMatch(/<a [^>]*data-session-scope="\/us"[^>]*>/);
  expect(served).not.toMatch(/<a [^>]*data-signed-in/);
  await page.goto("/us");
  const signedIn = header.getByRole("link", { name: "My account", exact: true });
  await expect(signedIn).toBeVisible();
  await expect(header.getByRole("link", { name: "Account", exact: true })).toHaveCount(0);
  expect((await signedIn.boundingBox())?.width).toBe(anonymousBox?.width);
  // eu shares no session with us: its header stays anonymous.
  await page.goto("/uk");
  await expect(header.getByRole("link", { name: "Account", exact: true })).toBeVisible();

  // Logging out turns the link back at once, in the same tab.
  await page.goto("/us/account");
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/us\/login$/);
  await expect(header.getByRole("link", { name: "Account", exact: true })).toBeVisible();
});
