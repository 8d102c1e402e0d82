// Password hashing with argon2id (@node-rs/argon2 defaults: 19 MiB memory, 2 passes, the OWASP baseline).
import { hash, verify } from "@node-rs/argon2";
import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/rules/passwords";

/** A new account's password also has a minimum length; an existing account's is only checked against its hash. */
export const newPasswordSchema = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Checked against when the address is unknown, so that unknown and known addresses take the same time.
let dummyHash: Promise<string> | undefined;
export function burnPasswordCheck(password: string): Promise<boolean> {
  dummyHash ??= hash("not-a-real-password-0000");
  return dummyHash.then((stored) => verifyPassword(stored, password)).then(() => false);
}
