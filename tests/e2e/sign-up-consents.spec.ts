// Creating an account on /kr/login (decision 343): the three required boxes, refused in Korean without them, the
// error of each box read as its description; signing in asks none of them. What is stored: the API tests.
import { expect, test } from "./fixtures";
import { waitForMail } from "./mail";

const uniqueEmail = (label: string) =>
  `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  await request.get("/api/us/account/user/profile", { timeout: 100_000 });
});

test("a kr sign-up needs the age, terms and privacy boxes; with them the account is made", async ({ page }) => {
  const email = uniqueEmail("kr-consent");
  await page.goto("/kr/login");
  await page.getByLabel("이메일 주소").fill(email);
  await page.getByLabel("비밀번호", { exact: true }).fill("robots-in-disguise");

  // Signing in asks nothing of the boxes.
  await page.getByRole("button", { name: "로그인", exact: true }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "이메일 주소 또는 비밀번호가 올바르지 않습니다." }),
  ).toBeVisible();
  const age = page.getByRole("checkbox", { name: "[필수] 만 14세 이상입니다" });
  await expect(age).not.toHaveAttribute("aria-invalid", "true");

  const terms = page.getByRole("checkbox", { name: "[필수] 이용약관 동의" });
  const privacy = page.getByRole("checkbox", { name: "[필수] 개인정보 수집·이용 동의" });
  await terms.check();
  await privacy.check();
  await page.getByRole("button", { name: "계정 만들기" }).click();
  // Under 14: refused, and the box says why (no legal representative's consent is taken online).
  await expect(age).toBeFocused();
  await expect(age).toHaveAttribute("aria-invalid", "true");
  await expect(age).toHaveAccessibleDescription(/만 14세 미만은 법정대리인의 동의가 있어야 가입할 수 있습니다/);
  await expect(terms).not.toHaveAttribute("aria-invalid", "true");
  const form = page.getByRole("group", { name: "새 계정을 만들 때 필요한 동의" });
  await expect(form.getByRole("link", { name: "이용약관" })).toHaveAttribute("href", "/kr/terms-use");

  await age.check();
  await page.getByRole("button", { name: "계정 만들기" }).click();
  await expect(page.getByRole("status").filter({ hasText: "이메일을 확인하세요." })).toBeVisible();
  expect((await waitForMail(email)).subject).toContain("Mechaforge");
});
