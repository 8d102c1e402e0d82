import { describe, expect, it } from "vitest";
import { emailSchema } from "~/api/schemas";
import { validateLogin } from "~/rules/login-form";

describe("validateLogin", () => {
  it("asks for both fields", () => {
    expect(validateLogin({ email: " ", password: "" }, "signIn")).toEqual({
      email: "emailRequired",
      password: "passwordRequired",
    });
  });

  it("needs 8 characters only when creating an account", () => {
    expect(validateLogin({ email: "a@b.co", password: "short" }, "signIn")).toEqual({});
    expect(validateLogin({ email: "a@b.co", password: "short" }, "create")).toEqual({ password: "passwordTooShort" });
  });

  it("accepts and refuses the same addresses as the API", () => {
    const samples = [
      "sam@example.com",
      " Sam.Smith+bots@mail.example.co.uk ",
      "x@y",
      "no-at-sign",
      "a..b@example.com",
      "<b>@x.com",
      "a@b.c",
      "o'neil@example.ie",
    ];
    for (const email of samples) {
      const form = validateLogin({ email, password: "longenough" }, "signIn").email === undefined;
      expect(form, email).toBe(emailSchema.safeParse(email).success);
    }
  });
});
