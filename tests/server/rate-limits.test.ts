// One rate-limit policy at the edge: page forms and the API spend from tiered budgets per real client address.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDataDir, startServer, type RunningServer } from "./harness";

const FORM = "name=Ada&email=ada%40example.com&orderNumber=&product=&serialNumber=&reason=&description=";

describe("rate limits at the edge (production defaults, TRUST_PROXY=loopback)", { timeout: 120_000 }, () => {
  let data: Awaited<ReturnType<typeof freshDataDir>>;
  let server: RunningServer;
  beforeAll(async () => {
    data = await freshDataDir("limits");
    server = await startServer({ DATA_DIR: data.dir, TRUST_PROXY: "loopback" });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    data?.remove();
  });

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
