// Axe-core on every page type in a Latin and a CJK region (0 violations), each loaded under its hash CSP without a
// violation or a script error. Reduced motion: support-pages.spec.ts (FAQ).
import { axeBuilder } from "./axe";
import { expect, test, type Page } from "./fixtures";
import { verifiedAccount } from "./mail";
import { gotoAt } from "./support";

// Inside the Black Friday main sale (campaign schedule), so the campaign page renders its full content.
const CAMPAIGN_INSTANT = "2024-11-22T09:00:00+01:00";
const PASSWORD = "robots-in-disguise";

interface Target {
  path: string;
  /** Preview instant for pages that only exist inside a time window. */
  at?: string;
  /** The page's status, when not 200. */
  status?: number;
}

// One page of every type; the CJK set uses what each page type offers in cn, jp or kr. A page type whose cn page has
// the us page's markup (tags, classes, roles, ARIA and labelling attributes alike; only the text, and the region's header
// and footer, which / scans, differ) is scanned once, in us: the product page (/flagship-optimus-prime; the kr product
// page, whose specs add a notice, is scanned), the pre-order page (/flagship-bumblebee), the Buzz Lightyear page
// (/toy-story-buzz-lightyear) and the not-found page (/no-such-page).
const LATIN: Target[] = [
  { path: "/us" },
  { path: "/us/flagship-optimus-prime" },
  { path: "/us/flagship-bumblebee" },
  { path: "/us/elite-optimus-prime" },
  { path: "/us/toy-story-buzz-lightyear" },
  { path: "/us/black-friday", at: CAMPAIGN_INSTANT },
  { path: "/us/manuals" },
  { path: "/us/faq" },
  { path: "/us/privacy-policy" },
  { path: "/us/product-registration" },
  { path: "/us/login" },
  { path: "/us/choose-your-region" },
  { path: "/us/no-such-page", status: 404 },
];
const CJK: Target[] = [
  { path: "/" },
  // kr product pages add the product information notice (상품정보제공고시) to the specs.
  { path: "/kr/k1-pro-interstellar-scout" },
  { path: "/manuals" },
  { path: "/where-to-buy/hongkong-macao" },
  { path: "/faq" },
  { path: "/privacy-policy" },
  { path: "/jp/product-registration" },
  { path: "/login" },
  { path: "/choose-your-region" },
];

type Violation = {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown; failureSummary?: string }[];
};

function describe(where: string, violations: Violation[]): string[] {
  return violations.map(
    (v) =>
      `${where}: ${v.id} (${v.impact}) ${v.help}\n    ${v.nodes
        .slice(0, 3)
        .map((n) => `${JSON.stringify(n.target)} ${n.failureSummary?.split("\n")[1] ?? ""}`)
        .join("\n    ")}`,
  );
}

async function axe(page: Page, where: string): Promise<string[]> {
  // Fade-ins over: mid-animation colours are blends that no visitor reads (endless and scroll-driven animations, such
  // as the sideways rows' fading edges, have no end in time to wait for).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Only violations are computed: passes and incompletes cost a second a page on these machines.
  const results = await axeBuilder(page)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return describe(where, results.violations as Violation[]);
}

/**
 * Loads each target and scans it. Each page also loads under its hash CSP with no violation and no script error (what
 * Chromium reports on the console), and hydrates (page.goto waits for it): the page cache's browser test
 * (page-cache.spec.ts) leaves the pages swept here to this sweep.
 */
async function sweep(page: Page, targets: Target[]): Promise<string[]> {
  const found: string[] = [];
  let problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /Content Security Policy|hydrat/i.test(message.text()))
      problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  for (const target of targets) {
    problems = [];
    const response = target.at ? await gotoAt(page, target.path, target.at) : await page.goto(target.path);
    // Hydrated (page.goto waits for it, fixtures.ts): the client bundle has run, so client-only widgets are in the tree
    // axe reads. Not network idle besides (half a second a page): images and fonts still loading change no rule's
    // verdict; axe() waits for the fade-ins.
    expect(response?.status(), target.path).toBe(target.status ?? 200);
    found.push(...(await axe(page, target.path)));
    // A page answered with an error status is one "Failed to load resource" on the console: the answer itself.
    const own = `the server responded with a status of ${target.status}`;
    found.push(
      ...problems
        .filter((problem) => !(target.status && problem.includes(own)))
        .map((problem) => `${target.path}: ${problem}`),
    );
  }
  return found;
}

test.describe.configure({ mode: "parallel" });

test("every page type in a Latin region loads under its CSP without errors; axe finds no violations", async ({
  page,
}) => {
  test.setTimeout(90_000);
  expect(await sweep(page, LATIN)).toEqual([]);
});

test("every page type in a CJK region loads under its CSP without errors; axe finds no violations", async ({
  page,
}) => {
  test.setTimeout(90_000);
  expect(await sweep(page, CJK)).toEqual([]);
});

test("axe: the dealer modal, a campaign in a second region and a signed-in account page", async ({ page, request }) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  for (const path of ["/uk/where-to-buy", "/jp/where-to-buy"]) {
    await page.goto(path);
    found.push(...(await axe(page, path)));
    // Opened from the keyboard: a pointer click scrolls the button into view, which fetches the rest of a CJK page's
    // fonts, and a face that swaps in between Playwright's aim and its press can move the button from under it.
    await page.locator(".dealer-card button[aria-haspopup='dialog']").first().press("Enter");
    await expect(page.getByRole("dialog")).toBeVisible();
    // Its 0.2 s fade-in over: mid-animation colours are blends that no visitor reads.
    await page
      .getByRole("dialog")
      .evaluate((dialog) => Promise.all(dialog.getAnimations().map((animation) => animation.finished)));
    found.push(...(await axe(page, `${path} (dealer modal)`)));
  }
  await gotoAt(page, "/de/christmas-sale", "2024-12-20T12:00:00+01:00");
  found.push(...(await axe(page, "/de/christmas-sale")));

  // Signed in through the API, the session put where the client keeps it.
  const email = `axe.${Date.now().toString(36)}@example.com`;
  const data = await verifiedAccount(request, "us", "us", email, PASSWORD);
  await page.addInitScript(
    (values) => {
      for (const [key, value] of Object.entries(values)) localStorage.setItem(`/us/${key}`, JSON.stringify(value));
    },
    { userId: data.user_id, apptoken: data.apptoken, reftoken: data.reftoken },
  );
  await page.goto("/us/account");
  await expect(page.getByText(email)).toBeVisible();
  found.push(...(await axe(page, "/us/account")));
  expect(found).toEqual([]);
});
