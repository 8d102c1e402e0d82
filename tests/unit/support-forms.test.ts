import { describe, expect, it } from "vitest";
import {
  formFields,
  latestPurchaseDate,
  makeReference,
  registrationSchema,
  rmaSchema,
  validateForm,
  wholesaleSchema,
} from "~/rules/support-forms";

const products = ["flagshipBumblebee", "aiBase"];
const NOW = new Date("2025-03-19T07:00:00Z");

const validRma = {
  name: "Ann Lee",
  email: "ann@example.com",
  orderNumber: "US-100234",
  product: "flagshipBumblebee",
  serialNumber: "mfbb 2411 0042",
  reason: "defective",
  description: "The left arm servo stops after a minute of play.",
};

describe("RMA request rules", () => {
  it("accepts a complete request and normalises the serial number", () => {
    const result = validateForm(rmaSchema(products), validRma);
    expect(result).toEqual({ ok: true, data: { ...validRma, serialNumber: "MFBB24110042" } });
  });
  it("answers one error code per field", () => {
    const result = validateForm(rmaSchema(products), {
      ...validRma,
      name: " ",
      email: "ann@",
      product: "megatron",
      serialNumber: "12",
      reason: "",
      description: "broken",
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: "required",
        email: "email",
        product: "choice",
        serialNumber: "serial",
        reason: "required",
        description: "tooShort",
      },
    });
  });
  it("rejects an order number with spaces or symbols", () => {
    expect(validateForm(rmaSchema(products), { ...validRma, orderNumber: "12 34" })).toEqual({
      ok: false,
      errors: { orderNumber: "orderNumber" },
    });
  });
  it("treats missing fields as required", () => {
    const result = validateForm(rmaSchema(products), {});
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.values(result.errors).every((code) => code === "required")).toBe(true);
  });
});

describe("product registration rules", () => {
  const valid = {
    name: "Max",
    email: "max@example.de",
    product: "aiBase",
    serialNumber: "MFAI-2411-0042",
    purchaseDate: "2025-03-18",
    store: "Mechaforge",
  };
  it("accepts a purchase up to today in the furthest-ahead time zone", () => {
    expect(latestPurchaseDate(NOW)).toBe("2025-03-19");
    expect(validateForm(registrationSchema(products, NOW), { ...valid, purchaseDate: "2025-03-19" }).ok).toBe(true);
  });
  it("rejects a purchase date in the future", () => {
    expect(validateForm(registrationSchema(products, NOW), { ...valid, purchaseDate: "2025-03-21" })).toEqual({
      ok: false,
      errors: { purchaseDate: "dateFuture" },
    });
  });
  it("rejects impossible and too early dates", () => {
    expect(validateForm(registrationSchema(products, NOW), { ...valid, purchaseDate: "2025-02-30" })).toEqual({
      ok: false,
      errors: { purchaseDate: "date" },
    });
    expect(validateForm(registrationSchema(products, NOW), { ...valid, purchaseDate: "2018-12-31" })).toEqual({
      ok: false,
      errors: { purchaseDate: "date" },
    });
  });
});

describe("wholesale application rules", () => {
  const valid = {
    company: "Acme Toys",
    contactName: "Bo",
    email: "bo@acme.com",
    phone: "+1 (949) 555-0100",
    website: "",
    businessType: "store",
    address: "1 Main St, Irvine, CA",
    taxId: "",
    message: "",
  };
  it("accepts an application without the optional fields", () => {
    expect(validateForm(wholesaleSchema(), valid).ok).toBe(true);
  });
  it("checks phone, website and business type", () => {
    expect(
      validateForm(wholesaleSchema(), { ...valid, phone: "call me", website: "acme", businessType: "reseller" }),
    ).toEqual({
      ok: false,
      errors: { phone: "phone", website: "url", businessType: "choice" },
    });
  });
});

describe("references and form fields", () => {
  it("builds PREFIX-YYMMDD-XXXXXX from the request date and random bytes", () => {
    expect(makeReference("RMA", NOW, new Uint8Array([0, 1, 31, 32, 10, 255]))).toBe("RMA-250319-01Z0AZ");
  });
  it("keeps the first text value of each field", () => {
    const form = new FormData();
    form.append("name", "Ann");
    form.append("name", "Other");
    form.append("file", new Blob(["x"]));
    expect(formFields(form)).toEqual({ name: "Ann" });
  });
  it("drops NUL characters, which PostgreSQL text can not store", () => {
    const form = new FormData();
    form.append("description", "broken\u0000 arm\u0000");
    expect(formFields(form)).toEqual({ description: "broken arm" });
  });
});
