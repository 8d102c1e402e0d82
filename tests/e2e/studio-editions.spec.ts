// A campaign series' next edition made in the studio, as a marketer would at 1280 px: Black Friday 2027 from 2026's
// edition, its dates proposed the same weekdays on; the draft's preview shows it in its five regions at its instants,
// and the 2024 edition unchanged. No file is touched: the edition is a part of the draft.
import { expect, test } from "./fixtures";
import { openPreview, signedInStaff, startDraft } from "./studio";

test.use({ viewport: { width: 1280, height: 900 } });

test("Black Friday 2027 as a new edition of 2026's: previewed in five regions, 2024 unchanged", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await signedInStaff(page, request, "editor", "editions");
  const draft = await startDraft(page, "/studio/campaigns?campaign=blackFriday2026", `Black Friday 2027 ${Date.now()}`);

  const form = page.getByRole("form", { name: "New edition from Black Friday 2026" });
  const year = form.getByLabel("New edition of Black Friday 2026 for");
  await expect(year).toHaveValue("2027");
  await form.getByRole("button", { name: "Create the edition" }).click();
  await expect(page).toHaveURL(/[?&]campaign=blackFriday2027/);
  const campaign = page.getByLabel("Campaign", { exact: true });
  await expect(campaign).toHaveValue("blackFriday2027");
  await expect(campaign.getByRole("option", { name: "Black Friday 2027", exact: true })).toBeAttached();
  await expect(page.getByRole("status").filter({ hasText: /Check passed/ })).toBeVisible({ timeout: 30_000 });

  // The same year again is refused next to the field, and nothing changes.
  const again = page.getByRole("form", { name: "New edition from Black Friday 2027" });
  await again.getByLabel("New edition of Black Friday 2027 for").fill("2027");
  await again.getByRole("button", { name: "Create the edition" }).click();
  await expect(again.getByRole("alert")).toHaveText(/already has an edition for 2027/);
  await expect(page.getByText(/Not saved/)).toHaveCount(0);

  // The draft at the new edition's Black Friday, in each region; and at 2024's, the 2024 edition as it was.
  const preview = await browser.newPage();
  for (const region of ["us", "uk", "eu", "fr", "de"]) {
    await openPreview(page, preview, draft, `/${region}/black-friday`, "2027-11-26T12:00:00Z");
    await expect(preview.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(preview.locator(".timeline__item--current .timeline__title")).toHaveText(/Black Friday/);
  }
  await openPreview(page, preview, draft, "/us/black-friday", "2027-11-26T12:00:00Z");
  await expect(preview.locator(".timeline__date").first()).toHaveText("Nov 11 – Nov 18");
  await openPreview(page, preview, draft, "/us/black-friday", "2024-11-23T12:00:00Z");
  await expect(preview.locator(".timeline__date").first()).toHaveText("Nov 14 – Nov 21");
  // Between the two, the page is closed: the us home.
  await openPreview(page, preview, draft, "/us/black-friday", "2027-06-01T12:00:00Z");
  await expect(preview).toHaveURL(/\/us(\?|$)/);
  await preview.close();
});
