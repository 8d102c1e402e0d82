// Consent before tracking: in uk, eu, fr and de nothing is tracked or stored before the visitor chooses;
// Accept records the current page once, Reject records nothing, also on client navigation; the choice survives a
// reload and can be changed from the footer; us tracks as before and offers "Your privacy choices".
import { test as plainTest, type BrowserContext } from "@playwright/test";
import { axeBuilder } from "./axe";
import { expect, test, type Page } from "./fixtures";
import { enablePreview } from "./support";

// Every test here starts as a fresh visitor, who has not answered the banner.
test.use({ consentChoice: null });

const pageViews = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === "virtual_page_view"));

/** gtag-style commands in the data layer (`arguments` objects): ["consent", "default", {...}]. */
const consentCommands = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter((entry) => entry[0] === "consent")
      .map((entry) => [entry[0], entry[1], entry[2]] as [string, string, Record<string, string>]),
  );

/** What the page stored in the browser, the preview's own cookie (a time-travel tool, never set for visitors) aside. */
async function stored(page: Page, context: BrowserContext) {
  const cookies = (await context.cookies()).filter((cookie) => !cookie.name.startsWith("preview_"));
  const storage = await page.evaluate(() => localStorage.length + sessionStorage.length);
  return { cookies: cookies.map((cookie) => cookie.name), storage };
}

// `controller`: the data controller the choice is given to (the region's legal entity), which names its cookie.
const CONSENT_PAGES = [
  {
    path: "/de",
    accept: "Akzeptieren",
    reject: "Ablehnen",
    footer: "Cookie-Einstellungen",
    controller: "eu",
    slowFont: true,
  },
  {
    path: "/fr/black-friday?at=2024-11-25T12:00:00Z",
    accept: "Accepter",
    reject: "Refuser",
    footer: "Gérer les cookies",
    controller: "eu",
  },
  { path: "/uk", accept: "Accept", reject: "Reject", footer: "Cookie settings", controller: "uk" },
  { path: "/eu", accept: "Accept", reject: "Reject", footer: "Cookie settings", controller: "eu" },
];

for (const { path, accept, reject, controller, slowFont } of CONSENT_PAGES) {
  test(`${path}: nothing tracked or stored before the choice; Accept records this page once`, async ({
    page,
    context,
  }) => {
    if (path.includes("at=")) await enablePreview(page);
    // Layout shift of the banner, from the first paint on: it lies over the page (position: fixed), so it moves nothing
    // else; shifts of the page's own (the home hero's font swap at 1280 px) are not counted here.
    await page.addInitScript(() => {
      (window as unknown as { bannerShifts: number }).bannerShifts = 0;
      new PerformanceObserver((list) => {
        type Shift = PerformanceEntry & { value: number; sources: { node?: Node | null }[] };
        for (const entry of list.getEntries() as Shift[])
          if (
            entry.sources.some((source) =>
              (source.node instanceof Element ? source.node : source.node?.parentElement)?.closest(
                "[data-consent-banner]",
              ),
            )
          )
            (window as unknown as { bannerShifts: number }).bannerShifts += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    // On a slow connection (here /de) the Latin web font arrives after the banner stops waiting for it (3 s).
    if (slowFont)
      await page.route(/inter-latin-.*\.woff2$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 4000));
        await route.continue();
      });
    await page.goto(path);
    const banner = page.getByRole("region", { name: /cookie/i });
    await expect(banner).toBeVisible();
    const acceptButton = banner.getByRole("button", { name: accept, exact: true });
    const rejectButton = banner.getByRole("button", { name: reject, exact: true });
    // Equal choices: the same size, side by side.
    const [a, r] = [await acceptButton.boundingBox(), await rejectButton.boundingBox()];
    expect(Math.round(a!.width)).toBe(Math.round(r!.width));
    expect(Math.round(a!.height)).toBe(Math.round(r!.height));

    expect(await pageViews(page)).toEqual([]);
    expect(await stored(page, context)).toEqual({ cookies: [], storage: 0 });
    expect(await consentCommands(page)).toEqual([
      [
        "consent",
        "default",
        {
          ad_storage: "denied",
          ad_user_data: "denied",
          ad_personalization: "denied",
          analytics_storage: "denied",
          wait_for_update: 500,
        },
      ],
    ]);

    await acceptButton.click();
    await expect(banner).toBeHidden();
    // Shown once its font is in, or in the device's font it keeps, it never reflows: its own shift within CLS ≤ 0.02.
    expect(await page.evaluate(() => (window as unknown as { bannerShifts: number }).bannerShifts)).toBeLessThanOrEqual(
      0.02,
    );
    const pagePath = new URL(page.url()).pathname + new URL(page.url()).search;
    expect(await pageViews(page)).toMatchObject([{ page_path: pagePath }]);
    expect((await consentCommands(page)).at(-1)).toEqual(["consent", "update", { analytics_storage: "granted" }]);
    expect((await stored(page, context)).cookies).toEqual([`mf_consent_${controller}`]);

    await page.reload();
    await expect(page.locator("[data-consent-banner]")).toBeHidden();
    await expect.poll(async () => (await pageViews(page)).length).toBe(1);
    expect((await consentCommands(page)).map((command) => command[1])).toEqual(["default", "update"]);
  });
}

test("/uk: after Reject no page view, also on client navigation and after a reload", async ({ page }) => {
  await page.goto("/uk/faq");
  await page.getByRole("button", { name: "Reject", exact: true }).click();
  await expect(page.locator("[data-consent-banner]")).toBeHidden();
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).first().click();
  await expect(page).toHaveURL(/\/uk\/privacy-policy$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await pageViews(page)).toEqual([]);
  await page.reload();
  await expect(page.locator("[data-consent-banner]")).toBeHidden();
  expect(await pageViews(page)).toEqual([]);
  expect((await consentCommands(page)).at(-1)).toEqual(["consent", "update", { analytics_storage: "denied" }]);
});

test("Cookie settings in the footer reopen the choice; switching analytics on records the current page", async ({
  page,
}) => {
  await page.goto("/de/faq");
  await page.getByRole("button", { name: "Ablehnen", exact: true }).click();
  await page.getByRole("contentinfo").getByRole("link", { name: "Cookie-Einstellungen" }).click();
  const settings = page.getByRole("region", { name: /cookie/i });
  await expect(settings.getByRole("heading", { name: "Cookie-Einstellungen" })).toBeFocused();
  await expect(page).toHaveURL(/\/de\/faq$/);
  const analytics = settings.getByRole("checkbox", { name: /Reichweitenmessung/ });
  await expect(analytics).not.toBeChecked();
  await analytics.check();
  await settings.getByRole("button", { name: "Auswahl speichern" }).click();
  await expect(settings).toBeHidden();
  expect(await pageViews(page)).toMatchObject([{ page_path: "/de/faq", region: "de", language: "de" }]);
});

test("the choice is one per data controller: made in uk (the UK Ltd) it leaves de asking; made in de (the EU B.V.) it holds in fr", async ({
  page,
}) => {
  await page.goto("/uk/faq");
  await page.getByRole("button", { name: "Accept", exact: true }).click();
  await expect(page.locator("[data-consent-banner]")).toBeHidden();
  await page.goto("/de/faq");
  await page.getByRole("button", { name: "Akzeptieren", exact: true }).click();
  await expect(page.locator("[data-consent-banner]")).toBeHidden();
  await page.goto("/fr/faq");
  await expect(page.locator("[data-consent-banner]")).toBeHidden();
  await expect.poll(async () => (await pageViews(page)).length).toBe(1);
});

test("/us tracks as before and offers Your privacy choices, which turn analytics off", async ({ page, context }) => {
  await page.goto("/us/faq");
  await expect.poll(async () => pageViews(page)).toMatchObject([{ page_path: "/us/faq", region: "us" }]);
  await expect(page.locator("[data-consent-banner]")).toBeHidden();
  expect(await stored(page, context)).toEqual({ cookies: [], storage: 0 });
  await page.getByRole("contentinfo").getByRole("link", { name: "Your privacy choices" }).click();
  const choices = page.getByRole("region", { name: "Your privacy choices" });
  const analytics = choices.getByRole("checkbox", { name: /Analytics/ });
  await expect(analytics).toBeChecked();
  await analytics.uncheck();
  await choices.getByRole("button", { name: "Save my choice" }).click();
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).first().click();
  await expect(page).toHaveURL(/\/us\/privacy-policy$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await pageViews(page)).toHaveLength(1);
});

test("cn, kr and jp track as before, with no banner and no consent signals", async ({ page }) => {
  for (const path of ["/", "/kr", "/jp"]) {
    await page.goto(path);
    await expect.poll(async () => (await pageViews(page)).length).toBe(1);
    expect(await consentCommands(page)).toEqual([]);
    await expect(page.locator("[data-consent-banner]")).toHaveCount(0);
  }
});

// The fixture's page waits for hydration, which never comes without scripts: this test uses the plain page.
plainTest.describe("without JavaScript", () => {
  plainTest.use({ javaScriptEnabled: false });
  plainTest("no banner shows, and Cookie settings lead to the privacy policy", async ({ page }) => {
    await page.goto("/de/faq");
    await expect(page.locator("[data-consent-banner]")).toBeHidden();
    await page.getByRole("contentinfo").getByRole("link", { name: "Cookie-Einstellungen" }).click();
    await expect(page).toHaveURL(/\/de\/privacy-policy$/);
  });
});

test("axe: the banner, its settings view and us' privacy choices have no violations", async ({ page }) => {
  const violations = async () =>
    (
      await axeBuilder(page)
        .options({ resultTypes: ["violations"] })
        .analyze()
    ).violations.map((violation) => `${page.url()}: ${violation.id} ${violation.help}`);
  const found: string[] = [];
  await page.goto("/fr/faq");
  await expect(page.locator("[data-consent-banner]")).toBeVisible();
  found.push(...(await violations()));
  await page.getByRole("button", { name: "Personnaliser" }).click();
  await expect(page.getByRole("checkbox", { name: /Mesure d’audience/ })).toBeVisible();
  found.push(...(await violations()));
  await page.goto("/us/faq");
  await page.getByRole("contentinfo").getByRole("link", { name: "Your privacy choices" }).click();
  await expect(page.getByRole("checkbox", { name: /Analytics/ })).toBeVisible();
  found.push(...(await violations()));
  expect(found).toEqual([]);
});
