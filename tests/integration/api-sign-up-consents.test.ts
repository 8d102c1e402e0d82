// What creating an account asks per market (decision 343), and Korea's notice of a confirmed newsletter consent, with
// the mail read from a real SMTP server on loopback.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repositoryDocument } from "~/content/repository";
import { wordsFor } from "~/content/words";
import { findUserByEmail } from "~/data/accounts.server";
import { emailHash } from "~/data/outbox.server";
import { accountConsents, outbox } from "../../database/schema";
import { BACKEND, HARNESS_TIMEOUT_MS, TEST_TIMEOUT_MS, startApi, uniqueEmail, type ApiHarness } from "./api-harness";
import { linkToken } from "./smtp-harness";

const PASSWORD = "correct horse battery";

const krPolicies = wordsFor(repositoryDocument(), "kr").support.pages;

describe(`sign-up consents and the kr consent notice (${BACKEND})`, { timeout: TEST_TIMEOUT_MS }, () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi({ rateLimits: { auth: 60, forms: 30 }, warm: ["cn", "us"] });
  }, HARNESS_TIMEOUT_MS);
  afterAll(() => api.close(), HARNESS_TIMEOUT_MS);

  const signUp = (scope: string, region: string, email: string, consents?: string[]) =>
    api.call("POST", `/${scope}/account/user/register_or_login`, {
      body: { email, password: PASSWORD, ...(consents ? { consents } : {}) },
      headers: { region },
    });
  const consentsOf = async (scope: "cn" | "us", email: string) => {
    const db = await api.databases.get(scope);
    const user = await findUserByEmail(db, email);
    return user ? db.select().from(accountConsents).where(eq(accountConsents.userId, user.id)) : [];
  };

  it("refuses a kr sign-up without the three required boxes, each named in Korean", async () => {
    const email = uniqueEmail("kr-none");
    const refused = await signUp("us", "kr", email);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 4007, msg: "필수 항목에 동의해 주세요." });
    expect(refused.body.data.issues).toEqual([
      { path: "consents.age", message: expect.stringContaining("만 14세 미만은 법정대리인의 동의") },
      { path: "consents.terms", message: "이용약관에 동의하셔야 계정을 만들 수 있습니다." },
      { path: "consents.privacy", message: "개인정보 수집·이용에 동의하셔야 계정을 만들 수 있습니다." },
    ]);
    expect(await findUserByEmail(await api.databases.get("us"), email)).toBeUndefined();
  });

  it("refuses a kr sign-up whose age box is unticked (under 14): no account is made online", async () => {
    const refused = await signUp("us", "kr", uniqueEmail("kr-young"), ["terms", "privacy"]);
    expect(refused.body.code).toBe(4007);
    expect(refused.body.data.issues).toEqual([
      {
        path: "consents.age",
        message:
          "만 14세 미만은 법정대리인의 동의가 있어야 가입할 수 있습니다. 법정대리인 동의는 온라인으로 받지 않으므로 온라인으로는 계정을 만들 수 없습니다.",
      },
    ]);
  });

  it("creates a kr account with the three boxes and stores what was agreed and when; sign-in asks nothing", async () => {
    const email = uniqueEmail("kr-ok");
    const created = await signUp("us", "kr", email, ["age", "terms", "privacy"]);
    expect(created.body).toEqual({ code: 2000, msg: "success", data: { check_email: true } });
    const mail = await api.smtp.nth(email);
    expect(await consentsOf("us", email)).toEqual([
      expect.objectContaining({
        region: "kr",
        boxes: ["age", "terms", "privacy"],
        minimumAge: 14,
        // The dates the kr terms and privacy policy state (words: support.pages.*.updated).
        termsVersion: krPolicies["terms-use"]!.updated,
        privacyVersion: krPolicies["privacy-policy"]!.updated,
        wordingVersion: expect.stringMatching(/^kr-[0-9a-f]{12}$/),
        agreedAt: api.clock.now,
      }),
    ]);
    const verified = await api.call("POST", "/us/account/user/verify", {
      body: { token: linkToken(mail, "account/verify"), password: PASSWORD },
    });
    expect(verified.body.code).toBe(2000);
    const signedIn = await api.call("POST", "/us/account/user/sign_in", {
      body: { email, password: PASSWORD },
      headers: { region: "kr" },
    });
    expect(signedIn.body.code).toBe(2000);
    expect(await consentsOf("us", email)).toHaveLength(1);
  });

  it("asks cn for the 《用户协议》《隐私政策》 box and the age of 14, in Chinese", async () => {
    const refused = await signUp("cn", "cn", uniqueEmail("cn-none"), ["age"]);
    expect(refused.body).toMatchObject({ code: 4007, msg: "请勾选必选项后再创建账户。" });
    expect(refused.body.data.issues).toEqual([
      { path: "consents.termsAndPrivacy", message: "请阅读并勾选同意《用户协议》和《隐私政策》后再创建账户。" },
    ]);
    const email = uniqueEmail("cn-ok");
    expect((await signUp("cn", "cn", email, ["age", "termsAndPrivacy"])).body.data).toEqual({ check_email: true });
    await api.smtp.nth(email);
    expect(await consentsOf("cn", email)).toEqual([
      expect.objectContaining({ region: "cn", boxes: ["age", "termsAndPrivacy"], minimumAge: 14 }),
    ]);
  });

  it("asks the us only for the age of 13", async () => {
    const refused = await signUp("us", "us", uniqueEmail("us-none"), []);
    expect(refused.body.data.issues).toEqual([
      { path: "consents.age", message: expect.stringMatching(/^You must be 13 or older to create an account\./) },
    ]);
    const email = uniqueEmail("us-ok");
    expect((await signUp("us", "us", email, ["age"])).body.data).toEqual({ check_email: true });
    await api.smtp.nth(email);
    expect(await consentsOf("us", email)).toEqual([expect.objectContaining({ boxes: ["age"], minimumAge: 13 })]);
  });

  /** Subscribes and follows the confirmation link; answers the outbox kinds queued for the address. */
  async function confirmNewsletter(region: string, source: string, email: string) {
    const created = await api.call("POST", "/us/account/user/subscribe/create", { body: { email, region, source } });
    expect(created.body.code).toBe(2000);
    const token = linkToken(await api.smtp.nth(email), "newsletter/confirm");
    expect((await api.call("POST", "/us/account/user/subscribe/confirm", { body: { token } })).body.code).toBe(2000);
    // The notice is queued in the confirmation's own transaction: its row is there when the answer is.
    const rows = await (
      await api.databases.get("us")
    )
      .select({ kind: outbox.kind })
      .from(outbox)
      .where(eq(outbox.recipientHash, emailHash(email)));
    return rows.map((row) => row.kind).sort();
  }

  it("mails the kr 수신동의 처리결과 notice when a newsletter consent is confirmed: sender, date, result", async () => {
    const email = uniqueEmail("kr-news");
    expect(await confirmNewsletter("kr", "/kr", email)).toEqual(["newsletter_confirm", "newsletter_consent_result"]);
    const notice = await api.smtp.nth(email, 2);
    expect(notice.subject).toBe("[Mechaforge] 광고성 정보 수신 동의 처리 결과 안내");
    expect(notice.text).toContain("전송자: 주식회사 메카포지로보틱스코리아");
    expect(notice.text).toContain("동의 일자: 2025년 11월 20일");
    expect(notice.text).toContain("처리 결과: 수신 동의");
    expect(notice.html).toContain("처리 결과: 수신 동의");
    expect(String(notice.header("list-unsubscribe"))).toMatch(
      /^<http:\/\/shop\.test\/kr\/newsletter\/unsubscribe\?token=/,
    );
  });

  it("sends no such notice outside kr", async () => {
    expect(await confirmNewsletter("jp", "/jp", uniqueEmail("jp-news"))).toEqual(["newsletter_confirm"]);
  });
});
