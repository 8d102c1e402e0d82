import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { repositoryDocument } from "~/content/repository";
import { databaseContext } from "~/data/context";
import {
  findProductRegistration,
  findRmaRequest,
  findWholesaleApplication,
  insertProductRegistration,
  insertRmaRequest,
  insertWholesaleApplication,
} from "~/data/support-forms.server";
import { contentContext } from "~/request/content.server";
import { requestTimeContext } from "~/request/request-time.server";
import { createDatabases, type Database } from "../../database/client.server";
import { pgliteTemplate } from "../pglite-template";

/** A freshly migrated database to start each scope from (no initdb per scope). */
const template = await pgliteTemplate();

// In-memory databases, migrated like production, for the file; the actions get them in their router context, as the
// server gives them, through a view that records which scope each asked for.
const databases = createDatabases({
  cn: { kind: "pglite", template },
  us: { kind: "pglite", template },
  eu: { kind: "pglite", template },
});
let db: Database;
const scopes: string[] = [];
const recording = {
  ...databases,
  get: async (scope: "cn" | "us" | "eu") => {
    scopes.push(scope);
    return db;
  },
};

// Opening PGlite takes a few seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000, hookTimeout: 30_000 });
beforeAll(async () => {
  db = await databases.get("us");
});
afterAll(async () => {
  await databases.close();
});

describe("support form storage", () => {
  it("stores an RMA request and finds it by reference", async () => {
    await insertRmaRequest(db, {
      reference: "RMA-250319-AAAAAA",
      region: "us",
      name: "Ann",
      email: "ann@example.com",
      orderNumber: "US-1",
      product: "aiBase",
      serialNumber: "MFAI24110042",
      reason: "defective",
      description: "Stops after a minute of play.",
    });
    const row = await findRmaRequest(db, "RMA-250319-AAAAAA");
    expect(row).toMatchObject({ region: "us", email: "ann@example.com", reason: "defective" });
    expect(row?.createdAt).toBeInstanceOf(Date);
  });
  it("refuses a second row with the same reference", async () => {
    const row = {
      reference: "RMA-250319-BBBBBB",
      region: "us",
      name: "A",
      email: "a@b.co",
      orderNumber: "US-2",
      product: "aiBase",
      serialNumber: "MFAI24110043",
      reason: "damaged",
      description: "Arrived with a broken box.",
    };
    await insertRmaRequest(db, row);
    await expect(insertRmaRequest(db, row)).rejects.toThrow();
  });
  it("stores a product registration with its purchase date", async () => {
    await insertProductRegistration(db, {
      reference: "REG-250319-CCCCCC",
      region: "de",
      name: "Max",
      email: "max@example.de",
      product: "flagshipBumblebee",
      serialNumber: "MFBB24110042",
      purchaseDate: "2025-03-18",
      store: "Modellbau Krause",
    });
    expect(await findProductRegistration(db, "REG-250319-CCCCCC")).toMatchObject({
      purchaseDate: "2025-03-18",
      store: "Modellbau Krause",
    });
  });
  it("stores a wholesale application as new for the sales team", async () => {
    await insertWholesaleApplication(db, {
      reference: "WSA-250319-DDDDDD",
      region: "us",
      company: "Acme",
      contactName: "Bo",
      email: "bo@acme.com",
      phone: "+1 949 555 0100",
      businessType: "store",
      address: "1 Main St",
      website: null,
      taxId: null,
      message: null,
    });
    expect(await findWholesaleApplication(db, "WSA-250319-DDDDDD")).toMatchObject({
      company: "Acme",
      status: "new",
      website: null,
    });
  });
});

describe("support form actions (request → database)", () => {
  // The submit module imports content and the request-time context; import it once the mock is in place.
  const at = new Date("2025-03-19T07:00:00Z");

  function post(pathname: string, fields: Record<string, string>) {
    const url = new URL(`http://localhost${pathname}`);
    const context = new RouterContextProvider();
    context.set(contentContext, repositoryDocument());
    context.set(requestTimeContext, { now: at, preview: false });
    context.set(databaseContext, recording);
    const request = new Request(url, { method: "POST", body: new URLSearchParams(fields) });
    const [, region = "", ...rest] = pathname.split("/");
    return { request, url, pattern: `:region/${rest.join("/")}`, params: { region }, context };
  }
  const body = (result: unknown) =>
    (result as { data: unknown }).data as { status: string; reference?: string; errors?: Record<string, string> };

  it("stores a valid RMA request under the region's storage scope and answers its reference", async () => {
    const { submitRmaRequest } = await import("~/pages/forms/support-submit.server");
    const result = body(
      await submitRmaRequest(
        post("/fr/return-manufacturer", {
          name: "Léa Martin",
          email: "lea@example.fr",
          orderNumber: "FR-100234",
          product: "flagshipBumblebee",
          serialNumber: "MFBB-2411-0042",
          reason: "defective",
          description: "Le bras gauche ne bouge plus après une minute.",
        }),
      ),
    );
    expect(result.status).toBe("success");
    expect(result.reference).toMatch(/^RMA-250319-[0-9A-Z]{6}$/);
    expect(scopes.at(-1)).toBe("eu");
    const row = await findRmaRequest(db, result.reference!);
    expect(row).toMatchObject({ region: "fr", email: "lea@example.fr", serialNumber: "MFBB-2411-0042" });
  });
  it("answers localized errors and stores nothing for bad input", async () => {
    const { submitProductRegistration } = await import("~/pages/forms/support-submit.server");
    const result = body(
      await submitProductRegistration(
        post("/de/product-registration", {
          name: "Max",
          email: "max@",
          product: "aiBase",
          serialNumber: "MFAI24110042",
          purchaseDate: "2025-04-01",
          store: "",
        }),
      ),
    );
    expect(result.status).toBe("invalid");
    expect(result.errors).toEqual({
      email: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
      purchaseDate: "Das Kaufdatum darf nicht in der Zukunft liegen.",
      store: "Dieses Feld ist erforderlich.",
    });
  });
  it("stores a wholesale application from the us site", async () => {
    const { submitWholesaleApplication } = await import("~/pages/forms/support-submit.server");
    const result = body(
      await submitWholesaleApplication(
        post("/us/apply-wholesale-account", {
          company: "Acme Toys",
          contactName: "Bo",
          email: "bo@acme.com",
          phone: "+1 949 555 0100",
          website: "https://acme.example",
          businessType: "store",
          address: "1 Main St, Irvine, CA",
          taxId: "",
          message: "",
        }),
      ),
    );
    expect(result.status).toBe("success");
    expect(scopes.at(-1)).toBe("us");
    expect(await findWholesaleApplication(db, result.reference!)).toMatchObject({
      company: "Acme Toys",
      website: "https://acme.example",
      taxId: null,
    });
  });
});
