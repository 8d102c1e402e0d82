import { expect, test } from "./fixtures";

// The stale-chunk recovery (docs/requirements.md, "Stale deploys"): when a deploy has removed the chunk of
// the page a visitor navigates to (older than every kept release), React Router reloads the current page once and the
// recovery opens the link's page as a full load: one reload, never a loop.

test("a route chunk gone from every release reloads the page once, then opens the link's page", async ({
  page,
  context,
}) => {
  const link = (on: typeof page) => on.locator('a[href="/us/manuals"]:visible').first();
  // The files the navigation loads, found with every file there.
  const probe = await context.newPage();
  await probe.goto("/us/faq");
  await expect(probe.locator("html[data-hydrated]")).toHaveCount(1);
  const chunks = new Set<string>();
  probe.on("request", (request) => {
    if (/\/assets\/[^/]+\.js$/.test(request.url())) chunks.add(request.url());
  });
  await link(probe).click();
  await expect(probe).toHaveURL(/\/us\/manuals$/);
  await expect(probe.getByRole("heading", { level: 1 })).toBeVisible();
  await probe.close();
  expect(chunks.size).toBeGreaterThan(0);

  // The same navigation once those files are gone.
  await page.route(
    (url) => chunks.has(url.href),
    (route) => route.fulfill({ status: 404, headers: { "cache-control": "no-store" }, body: "Not found" }),
  );
  // Documents loaded to the end (React Router calls reload() once per failed module; the second call only cancels the
  // first, still loading, so the visitor sees one reload).
  const documents: string[] = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
  });
  await page.goto("/us/faq");
  await link(page).click();
  await expect(page).toHaveURL(/\/us\/manuals$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("load");
  expect(documents).toEqual(["/us/faq", "/us/faq", "/us/manuals"]);
});
