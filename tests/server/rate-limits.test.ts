// One rate-limit policy at the edge: page forms and the API spend from tiered budgets per real client address.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_UP_BOXES } from "~/rules/regions";
import { NO_ANSWER_FLOOR, freshDataDir, startServer, type RunningServer } from "./harness";

const FORM = "name=Ada&email=ada%40example.com&orderNumber=&product=&serialNumber=&reason=&description=";

// One server for both parts: the production budgets, TRUST_PROXY=loopback, and no answer floor (many sign-ins one after
// another; what they answer is checked, not when). Each test spends the budgets of client addresses of its own.
let data: Awaited<ReturnType<typeof freshDataDir>>;
let server: RunningServer;
beforeAll(async () => {
  data = await freshDataDir("limits");
  server = await startServer({ DATA_DIR: data.dir, TRUST_PROXY: "loopback", ...NO_ANSWER_FLOOR });
}, 180_000);
afterAll(async () => {
  await server?.stop();
  data?.remove();
});

describe("rate limits at the edge (production budgets, TRUST_PROXY=loopback)", { timeout: 120_000 }, () => {
  /** A form post as the proxy forwards it: whatever X-Forwarded-For the client sent, plus the address it saw. */
  const post = (path: string, clientAddress: string, forged = "", body = FORM) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: server.url,
        "x-forwarded-for": forged ? `${forged}, ${clientAddress}` : clientAddress,
      },
      body,
    });

  it("answers the form page with 429 and the region's message after 20 form posts in a minute, keeping the input", async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 30; i++) {
      last = await post("/fr/return-manufacturer", "198.51.100.10");
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true); // the form's own validation
    expect(statuses.slice(20)).toEqual(Array(10).fill(429));
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
    const html = await last!.text();
    expect(html).toContain('role="alert">Trop de tentatives. Patientez un instant puis réessayez.');
    expect(html).toContain('value="Ada"'); // what the visitor typed is still in the form
    expect(html).toMatch(/<html lang="fr-FR"/);
  });

  it("does not reset the budget when the client forges X-Forwarded-For", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++)
      statuses.push((await post("/us/product-registration", "198.51.100.20", `10.9.8.${i}`)).status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    // Another real client is unaffected.
    expect((await post("/us/product-registration", "198.51.100.21")).status).toBe(400);
  });

  it("spends the newsletter sign-up from the same forms budget and answers it with the 4029 envelope", async () => {
    for (let i = 0; i < 20; i++) await post("/us/return-manufacturer", "198.51.100.30");
    const response = await fetch(`${server.url}/api/us/account/user/subscribe/create`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.30", region: "us" },
      body: JSON.stringify({ email: "limited@example.com", region: "us" }),
    });
    expect(response.status).toBe(429);
    expect(await response.json()).toMatchObject({
      code: 4029,
      msg: "Too many attempts. Please wait a moment and try again.",
    });
  });

  it("refuses a form whose honeypot field is filled, without storing it", async () => {
    const response = await post("/us/return-manufacturer", "198.51.100.40", "", `${FORM}&fax_number=555-0100`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('role="alert">Some of the information sent is invalid.');
  });
});

describe("one rate-limit identity per request", { timeout: 120_000 }, () => {
  const unique = () => `${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}`;
  /** A sign-in for an address nobody has (so only the per-address budget is spent), as the proxy forwards it. */
  const signIn = (client: string, path = "/api/us/account/user/sign_in", email = `nobody.${unique()}@example.com`) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": client },
      body: JSON.stringify({ email, password: "not-the-password" }),
    });
  const refresh = (client: string, path: string) =>
    fetch(`${server.url}${path}?user_id=00000000-0000-4000-8000-000000000000`, {
      headers: { "x-forwarded-for": client, reftoken: "made-up" },
    });

  it("20 sign-ins, then every other spelling of the route is at 429 too", async () => {
    const client = "198.51.100.60";
    for (let i = 0; i < 20; i++) expect((await signIn(client)).status).toBe(401);
    const answers = {
      SIGN_IN: (await signIn(client, "/api/us/account/user/SIGN_IN")).status,
      Sign_In: (await signIn(client, "/api/us/account/user/Sign_In")).status,
      "sign_in/": (await signIn(client, "/api/us/account/user/sign_in/")).status,
      "/API/US/…": (await signIn(client, "/API/US/Account/User/sign_in")).status,
      "SIGN_IN/REFRESH": (await refresh(client, "/api/us/account/user/SIGN_IN/REFRESH")).status,
      Register_Or_Login: (await signIn(client, "/api/eu/account/user/Register_Or_Login")).status,
    };
    expect(answers).toEqual({
      SIGN_IN: 429,
      Sign_In: 429,
      "sign_in/": 429,
      "/API/US/…": 429,
      "SIGN_IN/REFRESH": 429,
      Register_Or_Login: 429,
    });
  });

  it("the same IPv6 client in three spellings, its /64 neighbour and an IPv4-mapped address spend one budget", async () => {
    for (let i = 0; i < 20; i++) expect((await signIn("2001:db8:25:1::1")).status).toBe(401);
    const statuses = [
      await signIn("2001:0db8:0025:0001:0000:0000:0000:0001"),
      await signIn("2001:DB8:25:1:0:0:0:1"),
      await signIn("2001:db8:25:1::1"),
      await signIn("2001:db8:25:1:8f2e:11ff:fe00:42"),
    ].map((response) => response.status);
    expect(statuses).toEqual([429, 429, 429, 429]);
    // Another /64 is another client.
    expect((await signIn("2001:db8:25:2::1")).status).toBe(401);

    for (let i = 0; i < 20; i++) expect((await signIn("198.51.100.61")).status).toBe(401);
    expect((await signIn("::ffff:198.51.100.61")).status).toBe(429);
  });

  it("makes each client guessing at an account from many addresses wait from its first failure, never the owner's", async () => {
    const email = `target.${unique()}@example.com`;
    const registered = await fetch(`${server.url}/api/us/account/user/register_or_login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.70" },
      body: JSON.stringify({ email, password: "the-right-password", consents: SIGN_UP_BOXES }),
    });
    expect(((await registered.json()) as { code: number }).code).toBe(2000);

    const code = async (answer: Promise<Response>) => ((await (await answer).json()) as { code: number }).code;
    // One guess each from 21 addresses (the sign-up counted too: every answer but a session is a failure).
    const codes: number[] = [];
    for (let i = 0; i < 21; i++)
      codes.push(await code(signIn(`203.0.113.${100 + i}`, "/api/us/account/user/sign_in", email)));
    expect(codes).toEqual(Array(21).fill(4001));
    // From then on a guessing client waits after its first wrong password.
    const next = "203.0.113.150";
    expect(await code(signIn(next, "/api/us/account/user/sign_in", email))).toBe(4001);
    expect(await code(signIn(next, "/api/us/account/user/sign_in", email))).toBe(4029);
    // The right password from a client that has not failed is checked (this account waits for its verification).
    const rightPassword = await fetch(`${server.url}/api/us/account/user/sign_in`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.200" },
      body: JSON.stringify({ email, password: "the-right-password", consents: SIGN_UP_BOXES }),
    });
    expect(((await rightPassword.json()) as { code: number }).code).toBe(4005);
    // Another account is not affected.
    const other = await signIn("203.0.113.201");
    expect(other.status).toBe(401);
  });
});
