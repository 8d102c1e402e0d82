// Issue 30: content changed, checked, previewed, published and rolled back in the studio, without a deploy or a
// restart. An editor changes K1 Pro's us price from a future instant, sees the check pass, previews the draft at that
// instant through a signed link and submits it; a publisher publishes it; the live page shows the new price at that
// instant (the time-travel preview with PREVIEW_TOKEN, as the other browser tests look at instants) and the page cache
// serves the new bytes; rolling back restores the previous bytes exactly. A draft with a missing German text or an
// unlawful reference price shows the message next to its field and cannot be published.
import { PREVIEW_TOKEN } from "../../playwright.config";
import { expect, test, type Page } from "./fixtures";
import { csrfOf, signedInStaff } from "./studio";
import { clearOfRenderStep, gotoAt } from "./support";

const K1_PRO = "/us/k1-pro-interstellar-scout";
/** A moment after every fact of the repository's content, so that no other test's instant sees the change. */
const FROM_LOCAL = "2031-03-01T00:00";
const FROM = "2031-03-01T00:00:00-08:00";
const LOOK_AT = "2031-03-02T12:00:00-08:00";

// Both without a cookie jar: a remembered preview instant would start the preview's running clock.
const BASE = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

/** The page at an instant as the time-travel preview renders it: the same bytes every time (no running clock). */
async function previewBytes(path: string, at: string): Promise<string> {
  const response = await fetch(`${BASE}${path}?at=${encodeURIComponent(at)}`, {
    headers: { "x-preview-token": PREVIEW_TOKEN },
  });
  expect(response.status).toBe(200);
  return response.text();
}

/** A page as shoppers get it: twice, so that the second answer is the page cache's. */
async function cachedPage(path: string) {
  await clearOfRenderStep(10);
  await (await fetch(`${BASE}${path}`)).arrayBuffer();
  const response = await fetch(`${BASE}${path}`);
  return { cache: response.headers.get("x-cache"), etag: response.headers.get("etag"), body: await response.text() };
}

async function startDraft(page: Page, screen: string, title: string): Promise<number> {
  await page.goto(screen);
  await page.getByLabel("New draft").fill(title);
  await page.getByRole("button", { name: "Start draft" }).click();
  await expect(page).toHaveURL(/[?&]draft=\d+/);
  await expect(page.getByRole("status").filter({ hasText: `Draft #` })).toBeVisible();
  return Number(new URL(page.url()).searchParams.get("draft"));
}

test("an editor's price change from a future instant is checked, previewed, submitted, published and rolled back", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const before = await previewBytes(K1_PRO, LOOK_AT);
  expect(before).toContain('data-price="399"');
  const cachedBefore = await cachedPage(K1_PRO);
  expect(cachedBefore.cache).toBe("HIT");

  // The editor.
  const editor = await signedInStaff(page, request, "editor", "k1-editor");
  const title = `K1 Pro us price from March 2031 ${Date.now()}`;
  const draft = await startDraft(page, "/studio/prices?product=k1ProInterstellarScout", title);
  await page.getByLabel("US: Form").selectOption({ label: "Changes over time" });
  const us = page.getByRole("group", { name: "US", exact: true });
  await us.getByRole("button", { name: "Add an entry" }).click();
  const entry = page.getByRole("group", { name: "US #2" });
  // The date field: local time in us, and the instant it stores.
  await entry.getByLabel("From").fill(FROM_LOCAL);
  await expect(entry.getByText(`Stores ${FROM}`)).toBeVisible();
  await entry.getByLabel("Price").fill("377");
  await expect(
    page.getByRole("status").filter({ hasText: "Check passed: 1 change from the published content" }),
  ).toBeVisible({
    timeout: 30_000,
  });
  // The preview of the draft at that instant, by a signed link in a new tab.
  await page.getByText("Preview this draft").click();
  const previewForm = page.locator("form.studio-preview-form");
  await expect(previewForm.getByLabel("Page")).toHaveValue(K1_PRO);
  await previewForm.getByLabel("Preview at").fill("2031-03-02T12:00");
  const [tab] = await Promise.all([
    page.waitForEvent("popup"),
    previewForm.getByRole("button", { name: "Open preview in a new tab" }).click(),
  ]);
  await expect(tab).toHaveURL(/\/us\/k1-pro-interstellar-scout\?preview=v1\./);
  await expect(tab.locator("[data-preview-bar]")).toContainText("Mar 2, 2031");
  await expect(tab.locator(".product-price__value").first()).toHaveText("$377");
  await tab.close();
  await page.getByRole("button", { name: "Submit for publishing" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Submitted: a publisher can publish it." })).toBeVisible();
  // An editor can not publish, whatever a page offers.
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toHaveCount(0);
  const refused = await page.evaluate(
    async ([id, csrf]) =>
      (
        await fetch(`/studio/api/drafts/${id}/publish`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-csrf-token": csrf },
          body: JSON.stringify({ summary: "editor tries" }),
        })
      ).status,
    [draft, await csrfOf(page)] as const,
  );
  expect(refused).toBe(403);
  // Still the published content for shoppers.
  expect(await previewBytes(K1_PRO, LOOK_AT)).toBe(before);

  // The publisher, in another browser.
  const publisherContext = await browser.newContext();
  const publisher = await publisherContext.newPage();
  const publisherEmail = await signedInStaff(publisher, request, "publisher", "k1-publisher");
  await publisher.goto("/studio/history");
  const previousVersion = Number(
    (await publisher.locator('tr[aria-current="true"] th').textContent())?.match(/^\d+/)?.[0],
  );
  expect(previousVersion).toBeGreaterThan(0);
  await publisher.goto("/studio/drafts");
  const row = publisher.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText(`by ${editor}`);
  await row.getByRole("link").click();
  await expect(publisher.getByRole("status").filter({ hasText: "Check passed: 1 change" })).toBeVisible({
    timeout: 30_000,
  });
  await publisher.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(publisher.getByRole("status").filter({ hasText: /^Published as version \d+\.$/ })).toBeVisible({
    timeout: 30_000,
  });

  // The live site at that instant, without a restart; and the page cache serves the page's new bytes now.
  await gotoAt(page, K1_PRO, LOOK_AT);
  await expect(page.locator(".product-price__value").first()).toHaveText("$377");
  const after = await previewBytes(K1_PRO, LOOK_AT);
  expect(after).toContain('data-price="377"');
  const cachedAfter = await cachedPage(K1_PRO);
  expect(cachedAfter.cache).toBe("HIT");
  expect(cachedAfter.etag).not.toBe(cachedBefore.etag);
  // The page of now carries the region's next boundary: the new price's instant.
  expect(cachedAfter.body).toContain(String(Date.parse(FROM)));

  // History: who published what; then the roll-back restores the previous bytes exactly.
  await publisher.goto("/studio/history");
  const published = publisher.getByRole("row").filter({ hasText: "prices.ts k1ProInterstellarScout.us" }).first();
  await expect(published).toContainText(publisherEmail);
  await publisher.getByRole("button", { name: `Roll back to version ${previousVersion}` }).click();
  await expect(
    publisher.getByRole("status").filter({ hasText: `Version ${previousVersion} is current again.` }),
  ).toBeVisible({
    timeout: 30_000,
  });
  expect(await previewBytes(K1_PRO, LOOK_AT)).toBe(before);
  await publisherContext.close();
});

test("a draft with a missing German text or an unlawful reference price shows why next to the field and cannot be published", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signedInStaff(page, request, "publisher", "checks");

  // A German text taken out: marked in the words, next to the German field.
  const words = await startDraft(page, "/studio/words?section=site", `No German buy button ${Date.now()}`);
  await page.getByLabel("Find").fill("site.buttons.buy");
  const german = page.getByRole("textbox", { name: "site.buttons.buy in German", exact: true });
  await german.fill("");
  await expect(page.getByRole("status").filter({ hasText: /problems?: it cannot be published/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(german).toHaveAttribute("aria-invalid", "true");
  const describedBy = await german.getAttribute("aria-describedby");
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(
    /missing: de shows the en text until it is translated/,
  );
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Submit for publishing" })).toBeDisabled();
  expect(await publishStatus(page, words)).toBe(409);

  // A us list price raised four days before Black Friday strikes it through: refused, next to the us price.
  const prices = await startDraft(
    page,
    "/studio/prices?product=interstellarScoutK1",
    `K1 up before Black Friday ${Date.now()}`,
  );
  await page.getByLabel("US: Form").selectOption({ label: "Changes over time" });
  const us = page.getByRole("group", { name: "US", exact: true });
  await us.getByRole("button", { name: "Add an entry" }).click();
  const entry = page.getByRole("group", { name: "US #2" });
  await entry.getByLabel("From").fill("2024-11-10T00:00");
  await entry.getByLabel("Price").fill("349");
  await expect(us.getByText(/\$349 is struck through on black-friday/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("status").filter({ hasText: /problems?: it cannot be published/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeDisabled();
  expect(await publishStatus(page, prices)).toBe(409);
});

/** What the studio's API answers a publish of a draft (the button aside: the server refuses on its own). */
async function publishStatus(page: Page, draft: number): Promise<number> {
  const csrf = await csrfOf(page);
  return page.evaluate(
    async ([id, token]) =>
      (
        await fetch(`/studio/api/drafts/${id}/publish`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-csrf-token": token },
          body: JSON.stringify({ summary: "try anyway" }),
        })
      ).status,
    [draft, csrf] as const,
  );
}
