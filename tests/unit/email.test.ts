import { describe, expect, it } from "vitest";
import { regexes } from "zod/v4/core";
import { emailSchema } from "~/api/schemas";
import { EMAIL_PATTERN, normalizeEmail } from "~/rules/email";

const SAMPLES = [
  "marie@exemple.fr",
  "  Sam.Smith+news@Example.COM ",
  "marie@exemple",
  "no-at-sign.example.com",
  "a@b.c",
  "first..last@example.com",
  ".lead@example.com",
  "x@-example.com",
  "o'connor@example.ie",
  "ünicode@example.de",
  "",
  `${"a".repeat(250)}@example.com`,
];

describe("normalizeEmail", () => {
  it.each(SAMPLES)("agrees with the API's emailSchema on %j", (sample) => {
    const server = emailSchema.safeParse(sample);
    expect(normalizeEmail(sample)).toBe(server.success ? server.data : null);
  });
  it("uses zod's own email pattern, written out", () => {
    expect(EMAIL_PATTERN.source).toBe(regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(regexes.email.flags);
  });
  it("rejects what is not a string", () => {
    expect(normalizeEmail(null)).toBeNull();
  });
});
