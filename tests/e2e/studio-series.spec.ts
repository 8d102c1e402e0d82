// A campaign with a page path of its own made in the studio, as a marketer would at 1280 px, with no file touched: a
// Spring Sale from Black Friday 2024's edition, opening on 20 March 2025. The draft's preview shows its page (which no
// release made a route for) and its menu entry while it runs, and the region home before it opens.
import { expect, test } from "./fixtures";
import { openPreview, signedInStaff, startDraft } from "./studio";

test.use({ viewport: { width: 1280, height: 900 } });

test("a Spring Sale series from Black Friday 2024's edition, at a page of its own, in the menu while it runs", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await signedInStaff(page, request, "editor", "series");
  const draft = await startDraft(page, "/studio/campaigns?campaign=blackFriday", `Spring Sale ${Date.now()}`);

  const form = page.getByRole("form", { name: "New series from Black Friday 2024" });
  await form.getByLabel("New campaign, named (in English)").fill("Black Friday");
  await form.getByLabel("Opens on").fill("2025-03-20");
  await form.getByRole("button", { name: "Create it from Black Friday 2024" }).click();
  // A name whose page exists is refused next to the field.
  await expect(form.getByRole("alert")).toHaveText(/already has a campaign named like "Black Friday"/);
  await form.getByLabel("New campaign, named (in English)").fill("Spring Sale");
  await form.getByRole("button", { name: "Create it from Black Friday 2024" }).click();
  await expect(page).toHaveURL(/[?&]campaign=springSale/);
  await expect(page.getByLabel("Campaign", { exact: true })).toHaveValue("springSale");
  await expect(page.getByRole("status").filter({ hasText: /Check passed/ })).toBeVisible({ timeout: 30_000 });

  const preview = await browser.newPage();
  for (const region of ["us", "de"]) {
    await openPreview(page, preview, draft, `/${region}/spring-sale`, "2025-03-21T12:00:00Z");
    await expect(preview.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(preview).toHaveTitle(region === "us" ? "Spring Sale | Mechaforge" : /\| Mechaforge$/);
  }
  await openPreview(page, preview, draft, "/us", "2025-03-21T12:00:00Z");
  await expect(preview.getByRole("banner").getByRole("link", { name: "Spring Sale" }).first()).toHaveAttribute(
    "href",
    /^\/us\/spring-sale(\?|$)/,
  );
  // Before it opens: the page sends visitors to the region home, and the menu does not name it.
  await openPreview(page, preview, draft, "/us/spring-sale", "2025-03-01T12:00:00Z");
  await expect(preview).toHaveURL(/\/us(\?|$)/);
  await expect(preview.getByRole("banner").getByRole("link", { name: "Spring Sale" })).toHaveCount(0);
  await preview.close();
});
