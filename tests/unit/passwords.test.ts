// Passwords are stored as argon2id hashes at the library's defaults (19 MiB of memory, 2 passes: the OWASP baseline),
// which the API's integration tests lower for speed (app/data/passwords.server.ts): this holds what every server uses.
import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "~/data/passwords.server";

describe("password hashes", () => {
  it("are argon2id with 19 MiB of memory, 2 passes and 1 lane, and check the password they were made of", async () => {
    const hash = await hashPassword("correct horse battery staple");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, "correct horse battery staple")).toBe(true);
    expect(await verifyPassword(hash, "correct horse battery stapler")).toBe(false);
  });
});
