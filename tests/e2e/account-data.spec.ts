// In the browser: the account screens (security, export, deletion), the pages behind emailed links, and the
// confirmation mail as a mail client shows it. Screenshots at 375 and 1280 px go to test-results/issue-27/ when
// E2E_SCREENSHOTS is set (support.ts).
import { ADMIN_TOKEN } from "../../playwright.config";
import { expect, test, type APIRequestContext, type Page } from "./fixtures";
import { linkIn, verifiedAccount, waitForMail } from "./mail";
import { SCREENSHOTS, subscriptionsOf } from "./support";

const PASSWORD = "robots-in-disguise";
const SHOTS = "test-results/issue-27";
const uniqueEmail = (label: string) =>
  `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;

async function shoot(page: Page, name: string) {
  for (const width of SCREENSHOTS ? [375, 1280] : []) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

/**
 * The mail's HTML with the site's own web font for `region` (this machine has no CJK system fonts, which every Japanese
 * mail client has): the region page's font stylesheet, shown at once (font-display block), laid first in the stack.
 */
async function withSiteFonts(request: APIRequestContext, region: string, html: string): Promise<string> {
  const page = await (await request.get(`/${region}`)).text();
  const hrefs = [...new Set([...page.matchAll(/\/assets\/fonts-[\w-]+\.css/g)].map((match) => match[0]))];
  let css = "";
  for (const href of hrefs) {
    const base = new URL(href, "http://localhost").pathname.replace(/[^/]+$/, "");
    css += (await (await request.get(href)).text())
      .replace(/font-display:\s*optional/g, "font-display:block")
      .replace(/url\((?!\/)(?:\.\/)?([^)]+)\)/g, (_whole, file: string) => `url(${base}${file})`);
  }
  const families = [
    ...new Set([...css.matchAll(/font-family:\s*['"]?([^;'"}]+)['"]?/g)].map((match) => `"${match[1]!.trim()}"`)),
  ];
  const style = `<style>${css} *{font-family:${families.join(",")},sans-serif !important}</style>`;
  // data-hydrated: the tests' page.goto waits for it on HTML pages (fixtures.ts).
  return html.replace("</head>", `${style}</head>`).replace("<html ", "<html data-hydrated ");
}

async function signInWithSession(page: Page, region: string, scope: string, session: Record<string, string>) {
  await page.goto(`/${region}/login`);
  await page.evaluate(
    ({ scope, values }) => {
      for (const [key, value] of Object.entries(values))
        localStorage.setItem(`/${scope}/${key}`, JSON.stringify(value));
    },
    { scope, values: { userId: session.user_id, apptoken: session.apptoken, reftoken: session.reftoken } },
  );
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  for (const scope of ["us", "eu"]) await request.get(`/api/${scope}/account/user/profile`, { timeout: 100_000 });
});

test("export then delete in the browser: afterwards no table of the scope holds the address", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail("erase");
  const session = await verifiedAccount(request, "eu", "de", email, PASSWORD);
  await request.post("/api/eu/account/user/subscribe/create", {
    data: { email, region: "de", source: "/de/black-friday" },
    headers: { region: "de" },
  });
  await expect.poll(() => subscriptionsOf(request, "eu", email)).toHaveLength(1);
  await signInWithSession(page, "de", "eu", session);
  await page.goto("/de/account");
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Anmeldung und Sicherheit" })).toBeVisible();
  await shoot(page, "account-de");

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Meine Daten herunterladen (JSON)" }).click();
  const file = await download;
  const exported = JSON.parse(
    await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8")),
  );
  expect(exported).toMatchObject({
    account: { email, region: "de" },
    subscriptions: [expect.objectContaining({ email, status: "pending" })],
  });
  await expect(page.getByRole("status").filter({ hasText: "Ihre Daten wurden heruntergeladen." })).toBeVisible();

  await page.getByLabel("Passwort zur Bestätigung").fill(PASSWORD);
  await page.getByRole("button", { name: "Mein Konto löschen" }).click();
  await expect(page).toHaveURL(/\/de\/login$/);
  await expect(page.getByRole("status").filter({ hasText: "Ihr Konto wurde gelöscht." })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("/eu/")))).toEqual([]);

  const left = await request.get(`/__admin/address/eu?email=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(await left.json()).toEqual({ tables: [] });
});

test("changes the password and signs out everywhere from the account screen", async ({ page, request }) => {
  const email = uniqueEmail("secure");
  const session = await verifiedAccount(request, "us", "us", email, PASSWORD);
  await signInWithSession(page, "us", "us", session);
  await page.goto("/us/account");
  const form = page.getByRole("form", { name: "Change password" });
  await form.getByLabel("Current password").fill(PASSWORD);
  await form.getByLabel("New password").fill("transform-and-roll-out");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your password is changed." })).toBeVisible();
  expect((await waitForMail(email, 2)).subject).toBe("Your Mechaforge password was changed");

  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL(/\/us\/login$/);
  const profile = await request.get("/api/us/account/user/profile", { headers: { apptoken: session.apptoken } });
  expect((await profile.json()).code).toBe(4003);
});

test("a reset link from the login page sets a new password once", async ({ page }) => {
  const email = uniqueEmail("reset");
  await page.goto("/jp/login");
  await page.getByRole("link", { name: "パスワードをお忘れですか？" }).click();
  await expect(page).toHaveURL(/\/jp\/account\/reset$/);
  await shoot(page, "reset-request-ja");
  await page.getByLabel("メールアドレス").fill(email);
  await page.getByRole("button", { name: "リンクを送信" }).click();
  // The same answer whether or not the address has an account.
  await expect(page.getByRole("status")).toContainText("このアドレスのアカウントがある場合");
});

test("confirms a newsletter sign-up from the emailed link; screenshots of the de and ja confirmation mail", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  for (const [scope, region, language] of [
    ["eu", "de", "de"],
    ["us", "jp", "ja"],
  ] as const) {
    const email = uniqueEmail(`news-${region}`);
    const answer = await request.post(`/api/${scope}/account/user/subscribe/create`, {
      data: { email, region, source: `/${region}/flagship-bumblebee` },
      headers: { region },
    });
    expect((await answer.json()).code).toBe(2000);
    const mail = await waitForMail(email);
    if (SCREENSHOTS) {
      // Served from the site's origin so that the lent web font loads (see withSiteFonts).
      await page.route("**/__mail-preview", (route) =>
        withSiteFonts(request, region, mail.html).then((body) => route.fulfill({ contentType: "text/html", body })),
      );
      await page.goto("/__mail-preview");
      await page.evaluate(() => document.fonts.ready);
      await shoot(page, `confirmation-mail-${language}`);
    }

    await page.goto(linkIn(mail, "newsletter/confirm"));
    await page
      .getByRole("button")
      .filter({ hasText: region === "de" ? "Abonnement bestätigen" : "登録を確認する" })
      .click();
    await expect(page.getByTestId("link-outcome")).toHaveText(
      region === "de" ? "Vielen Dank! Ihr Abonnement ist bestätigt." : "ありがとうございます。登録が確認されました。",
    );
    if (region === "de") await shoot(page, "newsletter-confirmed-de");
    const stored = await request.get(`/__admin/subscriptions/${scope}?email=${encodeURIComponent(email)}`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect((await stored.json()).subscriptions).toHaveLength(1);
  }
});

test("unsubscribes without JavaScript", async ({ browser, request }) => {
  const email = uniqueEmail("nojs");
  await request.post("/api/eu/account/user/subscribe/create", {
    data: { email, region: "fr", source: "/fr/black-friday" },
    headers: { region: "fr" },
  });
  const mail = await waitForMail(email);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(linkIn(mail, "newsletter/unsubscribe"));
  await page.getByRole("button", { name: "Se désinscrire" }).click();
  await expect(page.getByTestId("link-outcome")).toHaveText(
    "Vous êtes désinscrit. Nous ne vous enverrons plus la newsletter.",
  );
  await context.close();
});
