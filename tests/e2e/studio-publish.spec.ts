// Content changed, checked, previewed, published and rolled back through the studio's screens, without a deploy or a
// restart. An editor changes K1 Pro's us price from a future instant, sees the check pass, previews the draft at that
// instant through a signed link and submits it; a publisher publishes it, and the page at that instant (the time-travel
// preview) shows the new price; rolling back from the history screen restores the old one. What a publish does to the
// served pages (the page cache's new bytes and ETag, the exact bytes after a roll-back, every process following) is
// asserted on the production server in tests/server/studio-publish.test.ts and cluster.test.ts; here, the
// screens. The test runs its own server (a publish changes the live content, and so every page's cached bytes, of the
// server it is made on), so the other browser tests run beside it.
import { PREVIEW_TOKEN } from "../../playwright.config";
import { expect, testWithOwnServer } from "./fixtures";
import { csrfOf, signedInStaff, startDraft } from "./studio";

const K1_PRO = "/us/k1-pro-interstellar-scout";
/** A moment after every fact of the repository's content, so that no other test's instant sees the change. */
const FROM_LOCAL = "2031-03-01T00:00";
const FROM = "2031-03-01T00:00:00-08:00";
const LOOK_AT = "2031-03-02T12:00:00-08:00";

const test = testWithOwnServer("e2e-publishing");

test("an editor's price change from a future instant is checked, previewed, submitted, published and rolled back", async ({
  page,
  browser,
  request,
  ownServer,
}) => {
  test.setTimeout(180_000);
  /** The page at an instant as the time-travel preview renders it (without a cookie jar: no running preview clock). */
  const previewBytes = async (path: string, at: string) => {
    const response = await fetch(`${ownServer.url}${path}?at=${encodeURIComponent(at)}`, {
      headers: { "x-preview-token": PREVIEW_TOKEN },
    });
    expect(response.status).toBe(200);
    return response.text();
  };
  const before = await previewBytes(K1_PRO, LOOK_AT);
  expect(before).toContain('data-price="399"');

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
  // What the publisher approves: the value by name, its one region, before and after, a preview at its instant.
  const line = publisher.getByRole("row", { name: /^Price · K1 Pro Interstellar Scout · US/ });
  await expect(line.getByRole("cell")).toHaveText([
    "us",
    "$399.00",
    "$399.00; then $377.00 from 1 Mar 2031 00:00 Los Angeles time",
    /^\/us\/k1-pro-interstellar-scout at 1 Mar 2031 00:00/,
  ]);
  // Publishing asks first, in a dialog that takes the keyboard and a note.
  await publisher.getByRole("button", { name: "Publish", exact: true }).click();
  const confirm = publisher.getByRole("dialog", { name: /^Publish draft #\d+\?$/ });
  await expect(confirm.getByLabel("Note (why)")).toBeFocused();
  await publisher.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(publisher.getByRole("button", { name: "Publish", exact: true })).toBeFocused();
  await publisher.keyboard.press("Enter");
  await confirm.getByLabel("Note (why)").fill("Spring price agreed with the US shop");
  await confirm.getByRole("button", { name: "Publish now" }).click();
  await expect(publisher.getByRole("status").filter({ hasText: /^Published as version \d+\.$/ })).toBeVisible({
    timeout: 30_000,
  });
  // The live site at that instant, without a restart.
  expect(await previewBytes(K1_PRO, LOOK_AT)).toContain('data-price="377"');

  // History: who published what; then the roll-back brings the previous price back.
  await publisher.goto("/studio/history");
  const published = publisher.getByRole("row").filter({ hasText: "Price · K1 Pro Interstellar Scout · US" }).first();
  await expect(published).toContainText(publisherEmail);
  await expect(published).toContainText("(us)");
  await expect(publisher.getByRole("row").filter({ hasText: "Spring price agreed with the US shop" })).toContainText(
    "Published version",
  );
  await publisher.getByRole("button", { name: `Roll back to version ${previousVersion}` }).click();
  const rollBack = publisher.getByRole("dialog", { name: `Roll back to version ${previousVersion}?` });
  await rollBack.getByLabel("Note (why)").fill("The US shop is not ready");
  await rollBack.getByRole("button", { name: "Roll back", exact: true }).click();
  await expect(
    publisher.getByRole("status").filter({ hasText: `Version ${previousVersion} is current again.` }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(publisher.getByRole("row").filter({ hasText: "The US shop is not ready" })).toContainText(
    `Rolled back to version ${previousVersion}`,
  );
  expect(await previewBytes(K1_PRO, LOOK_AT)).toContain('data-price="399"');
  await publisherContext.close();
});
