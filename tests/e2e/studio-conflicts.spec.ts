// Two people on one draft: a save refused because the other saved first never looks like a success, shows both
// values side by side and lets the one refused choose; nothing can be published while the screen differs from the
// saved draft, and what is published is what the publisher's screen showed. The test runs its own server (a publish
// changes the live content of the server it is made on), so the other browser tests run beside it.
import { PREVIEW_TOKEN } from "../../playwright.config";
import { expect, testWithOwnServer, type Page } from "./fixtures";
import { csrfOf, signedInStaff, startDraft } from "./studio";

const K1_PRO = "/us/k1-pro-interstellar-scout";
const PRICES = "/studio/prices?product=k1ProInterstellarScout";
const US = "/prices/k1ProInterstellarScout/us";
/** A moment after every fact of the repository's content, so that no other test's instant sees the change. */
const FROM_LOCAL = "2032-03-01T00:00";
const LOOK_AT = "2032-03-02T12:00:00-08:00";

const test = testWithOwnServer("e2e-conflicts");
// Both tests in one worker, one after the other: one server started for the file, not one for each.
test.describe.configure({ mode: "default" });

const usEntryPrice = (page: Page) => page.getByRole("group", { name: "US #2" }).getByLabel("Price");
const checkPassed = (page: Page) => page.getByRole("status").filter({ hasText: "Check passed" });

test("a save refused because someone else saved first offers both values, and only what was seen is published", async ({
  page,
  browser,
  request,
  ownServer,
}) => {
  test.setTimeout(180_000);
  const livePrice = async () => {
    const response = await fetch(`${ownServer.url}${K1_PRO}?at=${encodeURIComponent(LOOK_AT)}`, {
      headers: { "x-preview-token": PREVIEW_TOKEN },
    });
    return /data-price="(\d+)"/.exec(await response.text())?.[1];
  };
  expect(await livePrice()).toBe("399");

  // The editor starts a draft: K1 Pro's us price is 377 from March 2032.
  const editor = await signedInStaff(page, request, "editor", "conflict-editor");
  const draft = await startDraft(page, PRICES, `K1 Pro from March 2032 ${Date.now()}`);
  await page.getByLabel("US: Form").selectOption({ label: "Changes over time" });
  await page.getByRole("group", { name: "US", exact: true }).getByRole("button", { name: "Add an entry" }).click();
  await page.getByRole("group", { name: "US #2" }).getByLabel("From").fill(FROM_LOCAL);
  await usEntryPrice(page).fill("377");
  await expect(checkPassed(page)).toBeVisible({ timeout: 30_000 });

  // The publisher opens the same draft, in another browser.
  const publisherContext = await browser.newContext();
  const publisher = await publisherContext.newPage();
  await signedInStaff(publisher, request, "publisher", "conflict-publisher");
  await publisher.goto(`${PRICES}&draft=${draft}`);
  await expect(usEntryPrice(publisher)).toHaveValue("377");
  await expect(checkPassed(publisher)).toBeVisible({ timeout: 30_000 });

  // The editor saves 388; the publisher, who has not seen it, types 366.
  await usEntryPrice(page).fill("388");
  await expect(checkPassed(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("status").filter({ hasText: "Saving" })).toHaveCount(0);
  await usEntryPrice(publisher).fill("366");

  // Refused, as an error: both values side by side, and no way to publish meanwhile.
  const alert = publisher.getByRole("alert").filter({ hasText: "Someone else saved this draft" });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(alert).toContainText(editor);
  await expect(publisher.getByRole("status").filter({ hasText: "Not saved" })).toHaveClass(/studio-check--fail/);
  const conflict = publisher.getByRole("region", { name: "Someone else saved this draft" });
  const row = conflict.getByRole("row", { name: /US · #2 · Price/ });
  await expect(row.getByRole("cell")).toHaveText(["366", "388"]);
  const publish = publisher.getByRole("button", { name: "Publish", exact: true });
  await expect(publish).toBeDisabled();
  await expect(publisher.getByRole("button", { name: "Submit for publishing" })).toBeDisabled();

  // Keeping mine saves it on the draft as it now is; the screen then shows the saved draft, and Publish comes back.
  await conflict.getByRole("button", { name: "Keep mine" }).click();
  await expect(conflict).toHaveCount(0);
  await expect(checkPassed(publisher)).toBeVisible({ timeout: 30_000 });
  await expect(usEntryPrice(publisher)).toHaveValue("366");
  await expect(publish).toBeEnabled();

  // The editor, whose screen still shows 388, types 355: refused in turn; taking theirs shows the draft's value.
  await usEntryPrice(page).fill("355");
  const editorConflict = page.getByRole("region", { name: "Someone else saved this draft" });
  await expect(editorConflict.getByRole("row", { name: /US · #2 · Price/ }).getByRole("cell")).toHaveText(
    ["355", "366"],
    { timeout: 30_000 },
  );
  await editorConflict.getByRole("button", { name: "Take theirs" }).click();
  await expect(editorConflict).toHaveCount(0);
  await expect(usEntryPrice(page)).toHaveValue("366");
  await expect(checkPassed(page)).toBeVisible({ timeout: 30_000 });

  // What the publisher's screen shows is what goes live.
  await publish.click();
  const confirm = publisher.getByRole("dialog", { name: /^Publish draft/ });
  await confirm.getByLabel("Note (why)").fill("The price both agreed on");
  await confirm.getByRole("button", { name: "Publish now" }).click();
  await expect(publisher.getByRole("status").filter({ hasText: /^Published as version \d+\.$/ })).toBeVisible({
    timeout: 30_000,
  });
  expect(await livePrice()).toBe("366");
  await publisherContext.close();
});

test("a draft another publish overtook opens on the values both changed, and moves on with the choice made", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signedInStaff(page, request, "publisher", "overtaken");
  const csrf = await csrfOf(page);
  /** A call of the studio's API from the signed-in page. */
  const call = (path: string, body: unknown) =>
    page.evaluate(
      async ([url, token, json]) => {
        const headers = { "content-type": "application/json", "x-csrf-token": token };
        const answer = await fetch(`/studio/api${url}`, { method: "POST", headers, body: json });
        return (await answer.json()) as { id: number; revision: number; version: number };
      },
      [path, csrf, JSON.stringify(body)] as const,
    );
  const usFrom = (price: number) => [{ price: 399 }, { from: "2034-03-01T00:00:00-08:00", price }];
  const setUs = async (title: string, price: number) => {
    const { id } = await call("/drafts", { title });
    await call(`/drafts/${id}/changes`, { revision: 0, set: [{ path: US, value: usFrom(price) }] });
    return id;
  };
  const mine = await setUs(`Mine ${Date.now()}`, 344);
  const theirs = await setUs(`Theirs ${Date.now()}`, 333);
  expect(await call(`/drafts/${theirs}/publish`, { summary: "theirs", revision: 1 })).toHaveProperty("version");

  await page.goto(`${PRICES}&draft=${mine}`);
  await expect(page.getByRole("heading", { name: "Published since this draft began" })).toBeVisible();
  const value = page.getByRole("group", { name: "Prices · K1 Pro Interstellar Scout · US" });
  await expect(value).toContainText(`Keep this draft's: ${JSON.stringify(usFrom(344))}`);
  await expect(value).toContainText(`Take the published one: ${JSON.stringify(usFrom(333))}`);
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeDisabled();
  await value.getByRole("radio", { name: /Take the published one/ }).check();
  await page.getByRole("button", { name: "Use these values" }).click();
  await expect(page.getByRole("heading", { name: "Published since this draft began" })).toHaveCount(0);
  await expect(usEntryPrice(page)).toHaveValue("333");
});
