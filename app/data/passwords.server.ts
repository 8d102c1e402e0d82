// Password hashing with argon2id (@node-rs/argon2 defaults: 19 MiB memory, 2 passes, the OWASP baseline).
import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/rules/passwords";

/** A new account's password also has a minimum length; an existing account's is only checked against its hash. */
export const newPasswordSchema = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);

// Its native module loads at the first password a process hashes or checks, not at every server start (tens of ms
// that most starts, the tests' included, never use).
let argon2: Promise<typeof import("@node-rs/argon2")> | undefined;
const loadArgon2 = () => (argon2 ??= import("@node-rs/argon2"));

/**
 * argon2id's cost: the library's defaults in every server (tests/unit/passwords.test.ts holds them). The API's
 * integration tests hash a password at nearly every call they make, to test what the API answers, not the hash's
 * strength: they lower it (lowerPasswordCostForTests), which only a test process may do.
 */
let cost: { memoryCost: number; timeCost: number } | undefined;

export function lowerPasswordCostForTests(): void {
  // A guard, not a setting: Vitest runs its files with NODE_ENV "test", a server never does.
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NODE_ENV !== "test") throw new Error("the password hash's cost is lowered in tests only");
  cost = { memoryCost: 1024, timeCost: 1 };
}

export async function hashPassword(password: string): Promise<string> {
  return (await loadArgon2()).hash(password, cost);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  // Outside the try: a module that fails to load is an error, not a wrong password.
  const { verify } = await loadArgon2();
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Checked against when the address is unknown, so that unknown and known addresses take the same time.
let dummyHash: Promise<string> | undefined;
export function burnPasswordCheck(password: string): Promise<boolean> {
  dummyHash ??= hashPassword("not-a-real-password-0000");
  return dummyHash.then((stored) => verifyPassword(stored, password)).then(() => false);
}
