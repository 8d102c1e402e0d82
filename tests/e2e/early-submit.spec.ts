// Forms sent before the page has its scripts (app/client/early-submit.ts): a submit made before hydration is held and
// sent once React listens, and with no scripts at all the forms post, so no field reaches an address.
import { test as plainTest } from "@playwright/test";
import { expect, test } from "./fixtures";
import { enablePreview } from "./support";

const PREORDER = `/us/flagship-bumblebee?at=${encodeURIComponent("2025-04-01T12:00:00+08:00")}`;

test("an address sent before the page hydrates is checked once it has, on the same page", async ({ page }) => {
  // The page's scripts wait until the address has been sent.
  let release!: () => void;
  const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  await enablePreview(page);
  const loading = page.goto(PREORDER);
  const box = page.getByTestId("subscribe-box");
  const email = box.getByRole("textbox", { name: "Email address" });
  await email.fill("bee@example");
  await email.press("Enter");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

  release();
  await loading;
  await expect(box.getByRole("status")).toHaveText("Please enter a valid email address.");
  await expect(email).toHaveValue("bee@example");
  expect(page.url()).toMatch(/\/us\/flagship-bumblebee\?at=[^&]+$/);
});

// The fixture's page waits for hydration, which never comes without scripts: this test uses the plain page.
plainTest.describe("without JavaScript", () => {
  plainTest.use({ javaScriptEnabled: false });
  plainTest("the login form posts: the password never reaches an address", async ({ page }) => {
    await page.goto("/us/login");
    await page.getByLabel("Email address").fill("bee@example.com");
    await page.getByLabel("Password", { exact: true }).fill("robots-in-disguise");
    const sent = page.waitForRequest((request) => request.isNavigationRequest());
    await page.getByLabel("Password", { exact: true }).press("Enter");
    const request = await sent;
    expect(request.method()).toBe("POST");
    expect(new URL(request.url()).search).toBe("");
  });
});
