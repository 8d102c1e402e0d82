// The studio's checks on its screens: a draft with a missing German text or an unlawful reference price shows the
// message next to its field and cannot be published (the buttons are off, and the studio's API refuses it on its own).
import { expect, test, type Page } from "./fixtures";
import { csrfOf, signedInStaff, startDraft } from "./studio";

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
    async ([id, token]) => {
      const headers = { "content-type": "application/json", "x-csrf-token": token };
      // The draft as it is now (a publish names the revision it publishes).
      const check = await fetch(`/studio/api/drafts/${id}/check`, { method: "POST", headers, body: "{}" });
      const { revision } = (await check.json()) as { revision: number };
      const body = JSON.stringify({ summary: "try anyway", revision });
      return (await fetch(`/studio/api/drafts/${id}/publish`, { method: "POST", headers, body })).status;
    },
    [draft, csrf] as const,
  );
}
