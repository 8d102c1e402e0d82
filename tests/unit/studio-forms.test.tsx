// @vitest-environment happy-dom
// Forms from the content schemas. zod 4's JSON Schema gives the fields, react-hook-form the values and the
// zod resolver the messages next to the field; the content checks' messages show beside the field they name.
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { productFactsSchema } from "~/content/catalogue.schema";
import { menuPlacementSchema } from "~/content/placements.schema";
import { priceSeriesSchema, stockSeriesSchema } from "~/content/series.schema";
import { branchOf, branches, nextEntry, startingValue, type JsonSchema } from "../../studio/forms/json-schema";
import SchemaForm from "../../studio/forms/SchemaForm";

afterEach(cleanup);

const NOW = "2026-03-01T00:00:00-08:00";
const json = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;

describe("JSON Schema reading", () => {
  const price = json(priceSeriesSchema);
  it("tells which branch a value is and carries a value into another", () => {
    const options = branches(price);
    expect(branchOf(options, 399)).toBe(0);
    expect(branchOf(options, [{ price: 399 }])).toBe(1);
    expect(startingValue(options[1]!, 399, NOW)).toEqual([{ price: 399 }]);
    expect(nextEntry(options[1]!.items!, [{ price: 399 }], NOW)).toEqual({ price: 399, from: NOW });
  });

  it("keeps the value it replaces as every region's when a value becomes per region", () => {
    const options = branches(json(stockSeriesSchema));
    const perRegion = options.find((option) => option.propertyNames?.enum?.includes("default"))!;
    expect(startingValue(perRegion, 300, NOW)).toEqual({ default: 300 });
    const series = [{ stock: 300 }, { from: NOW, stock: 0 }];
    expect(startingValue(perRegion, series, NOW)).toEqual({ default: series });
  });
});

function renderForm(
  schema: z.ZodType,
  value: unknown,
  messages: Record<string, string[]> = {},
  now = NOW,
  label = "Price in us",
) {
  const changes: unknown[] = [];
  render(
    <SchemaForm
      jsonSchema={json(schema)}
      value={value}
      onChange={(next) => changes.push(structuredClone(next))}
      messages={messages}
      timeZone="America/Los_Angeles"
      now={now}
      label={label}
    />,
  );
  return changes;
}

describe("SchemaForm", () => {
  it("edits a placement's local bound as a date and time of day, without a zone", async () => {
    const entry = { shopCollection: "spring", label: "spring", regions: ["jp"], startLocal: "2025-04-29T00:00" };
    const changes = renderForm(menuPlacementSchema, entry);
    const start = screen.getByLabelText("From (each region's local time)");
    expect(start).toHaveProperty("type", "datetime-local");
    expect(start).toHaveProperty("value", "2025-04-29T00:00");
    fireEvent.change(start, { target: { value: "2025-04-30T06:00" } });
    await waitFor(() => expect(changes.at(-1)).toMatchObject({ startLocal: "2025-04-30T06:00" }));
  });

  it("names a menu entry's words by language, not by code", () => {
    const entry = { shopCollection: "spring", text: { en: "Spring", "en-GB": "Spring", ja: "春" }, regions: ["jp"] };
    renderForm(menuPlacementSchema, entry);
    expect(screen.getByLabelText("Japanese")).toHaveProperty("value", "春");
    expect(screen.getByLabelText("British English")).toHaveProperty("value", "Spring");
    expect(screen.getByRole("option", { name: "German" })).toBeTruthy();
  });

  it("starts a new entry at the minute the form shows, in the region's time, not at a second it hides", async () => {
    const changes = renderForm(priceSeriesSchema, [{ price: 399 }], {}, "2026-03-01T08:00:42.318Z");
    fireEvent.click(screen.getByRole("button", { name: "Add an entry" }));
    await waitFor(() => expect(changes.at(-1)).toEqual([{ price: 399 }, { price: 399, from: NOW }]));
  });

  it("edits a price as one amount or as changes over time, with date fields in the region's time", async () => {
    const changes = renderForm(priceSeriesSchema, 399);
    const form = screen.getByRole("form", { name: "Price in us" });
    expect(within(form).getByRole("spinbutton")).toHaveProperty("value", "399");
    fireEvent.change(within(form).getByLabelText("Price in us: Form"), { target: { value: "1" } });
    await waitFor(() => expect(changes.at(-1)).toEqual([{ price: 399 }]));
    fireEvent.click(within(form).getByRole("button", { name: "Add an entry" }));
    await waitFor(() => expect(changes.at(-1)).toEqual([{ price: 399 }, { price: 399, from: NOW }]));
    // The new entry's instant, as local time in us and as the instant stored.
    const when = within(form).getByLabelText("From");
    expect(when).toHaveProperty("value", "2026-03-01T00:00");
    fireEvent.change(when, { target: { value: "2026-04-01T09:30" } });
    await waitFor(() => expect((changes.at(-1) as { from?: string }[])[1]!.from).toBe("2026-04-01T09:30:00-07:00"));
    expect(form.textContent).toContain("2026-04-01T09:30:00-07:00");
    const prices = within(form).getAllByRole("spinbutton");
    fireEvent.change(prices[1]!, { target: { value: "349" } });
    await waitFor(() => expect((changes.at(-1) as { price: number }[])[1]!.price).toBe(349));
  });

  it("shows the schema's message and the checks' messages next to the field they name", async () => {
    renderForm(priceSeriesSchema, [{ price: 399 }, { from: NOW, price: 299 }], {
      "1.price": ["us 2026-03-01: $299 is struck through against $399, not the lowest price of the 30 days before"],
    });
    const prices = screen.getAllByRole("spinbutton");
    const message = await screen.findByText(/struck through against \$399/);
    expect(prices[1]!.getAttribute("aria-describedby")).toBe(message.closest("ul")!.id);
    fireEvent.change(prices[0]!, { target: { value: "-5" } });
    await waitFor(() => expect(prices[0]!.getAttribute("aria-invalid")).toBe("true"));
    expect(prices[0]!.getAttribute("aria-describedby")).toBeTruthy();
  });

  it("builds a product's fields from the catalogue schema, optional ones added on demand", async () => {
    const facts = { shopSlug: "k1-pro", isPreSale: false, stock: 300 };
    const changes = renderForm(productFactsSchema, facts, {}, NOW, "Product: K1 Pro Interstellar Scout");
    expect(screen.getByLabelText("Shop slug")).toHaveProperty("value", "k1-pro");
    expect(screen.queryByLabelText("Limited edition")).toBeNull();
    // The product's name keeps its capitals inside the sentence.
    const add = screen.getByLabelText("Add to product: K1 Pro Interstellar Scout");
    fireEvent.change(add, { target: { value: "limitedEdition" } });
    fireEvent.click(await screen.findByLabelText("Limited edition"));
    await waitFor(() => expect(changes.at(-1)).toMatchObject({ limitedEdition: true }));
  });
});
