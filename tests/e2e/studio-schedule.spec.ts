// A publisher schedules a draft to publish at an instant from the draft bar: the instant typed in UTC (or a region's
// local time) with the stored instant shown to the minute, confirmed in a dialog that takes the keyboard's focus; the
// draft then shows when it publishes, a preview at that instant and Unschedule. The Drafts screen says it is scheduled,
// and, once an editor changes the draft, that the change cancelled it. Screenshots at 375 and 1280 px. (The publish at
// the instant, once across processes and restarts, is tests/server/cluster.test.ts.)
import { expect, testWithOwnServer, type Page } from "./fixtures";
import { csrfOf, signedInStaff, startDraft } from "./studio";
import { SCREENSHOTS, screenshotToLookAt } from "./support";

const US = "/prices/k1ProInterstellarScout/us";
/** Far enough ahead that no server's timer reaches it during the run. */
const AT_LOCAL = "2028-06-01T09:30";
const AT_UTC = "2028-06-01 09:30 UTC";

// A server of its own: no other test's publish moves the draft under the schedule (opening a draft a publish overtook
// moves it onto the publish, a change that cancels a schedule).
const test = testWithOwnServer("e2e-schedule");

/** Saves a change of the draft through the studio's API, as the screens' forms do. */
async function save(page: Page, draft: number, revision: number, price: number) {
  const csrf = await csrfOf(page);
  const value = [{ price: 399 }, { from: "2033-03-01T00:00:00Z", price }];
  const status = await page.evaluate(
    async ([path, body, token]) =>
      (
        await fetch(path, {
          method: "POST",
          headers: { "content-type": "application/json", "x-csrf-token": token },
          body,
        })
      ).status,
    [`/studio/api/drafts/${draft}/changes`, JSON.stringify({ revision, set: [{ path: US, value }] }), csrf] as const,
  );
  expect(status).toBe(200);
}

test("a publisher schedules a draft, sees it scheduled, and an editor's change cancels it", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await signedInStaff(page, request, "publisher", "scheduler");
  const title = `Scheduled K1 price ${Date.now()}`;
  const draft = await startDraft(page, "/studio/prices?product=k1ProInterstellarScout", title);
  await save(page, draft, 0, 377);
  await page.reload();
  await expect(page.getByRole("status").filter({ hasText: "Check passed" })).toBeVisible();

  const block = page.getByRole("group", { name: "Scheduled publish" });
  await block.getByText("Schedule publish", { exact: true }).click();
  await expect(block.getByLabel("Time zone")).toHaveValue("utc");
  await block.getByLabel("Publish at").fill(AT_LOCAL);
  await expect(block.getByText("Stores 2028-06-01T09:30:00+00:00")).toBeVisible();
  await block.getByRole("button", { name: "Schedule publish…" }).click();

  const dialog = page.getByRole("dialog", { name: "Schedule this publish?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(AT_UTC);
  await expect(dialog.getByRole("button", { name: "Confirm schedule" })).toBeFocused();
  // The keyboard: Escape leaves it, nothing scheduled; Enter on the focused confirmation schedules.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await block.getByRole("button", { name: "Schedule publish…" }).click();
  await expect(dialog.getByRole("button", { name: "Confirm schedule" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(block.getByRole("status")).toHaveText(`Scheduled: publishes at ${AT_UTC}.`);
  await expect(block.getByText(`Scheduled to publish at ${AT_UTC}`)).toBeVisible();
  await expect(block.getByRole("button", { name: "Preview the site at that instant" })).toBeVisible();
  await expect(block.getByRole("button", { name: "Unschedule" })).toBeVisible();

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 1000 });
    await block.scrollIntoViewIfNeeded();
    // The block fits the window (the studio's navigation strip is wider than 375 px on its own).
    const box = await block.boundingBox();
    expect(Math.floor(box!.x + box!.width), `at ${width} px`).toBeLessThanOrEqual(width);
    await screenshotToLookAt(page, { path: `test-results/studio-schedule/scheduled-${width}.png`, fullPage: true });
  }

  await page.goto("/studio/drafts");
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText(`Scheduled to publish at ${AT_UTC}`);

  // Unschedule, then schedule again: the draft bar says each.
  await page.goto(`/studio/prices?draft=${draft}`);
  await block.getByRole("button", { name: "Unschedule" }).click();
  await expect(block.getByRole("status")).toHaveText(`Unscheduled: nothing publishes at ${AT_UTC}.`);
  await expect(block.getByRole("button", { name: "Unschedule" })).toBeHidden();
  await block.getByText("Schedule publish", { exact: true }).click();
  await block.getByLabel("Publish at").fill(AT_LOCAL);
  await block.getByRole("button", { name: "Schedule publish…" }).click();
  await dialog.getByRole("button", { name: "Confirm schedule" }).click();
  await expect(block.getByRole("button", { name: "Unschedule" })).toBeVisible();

  // An editor changes the draft: the schedule is cancelled, and the Drafts screen says who and why.
  const editorPage = await browser.newPage();
  await signedInStaff(editorPage, request, "editor", "changer");
  await save(editorPage, draft, 1, 366);
  await page.goto("/studio/drafts");
  await expect(row).toContainText(`Schedule for ${AT_UTC} cancelled:`);
  await expect(row).toContainText("changed the draft after it was scheduled");
  if (SCREENSHOTS) {
    await page.setViewportSize({ width: 1280, height: 1000 });
    await page.screenshot({ path: "test-results/studio-schedule/drafts-cancelled-1280.png", fullPage: true });
  }
  await editorPage.close();
});
