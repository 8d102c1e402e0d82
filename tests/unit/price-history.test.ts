import { describe, expect, it } from "vitest";
import { repositoryDocument } from "~/content/repository";
import { formatPrice } from "~/rules/format";
import {
  chargedPriceAt,
  lowestCharged,
  referencePrice,
  savingAgainst,
  type OfferWindow,
  type ReferenceRule,
} from "~/rules/price-history";
import { stepAt, steps } from "~/rules/series";
import { campaignView } from "~/views/campaign.server";

/** The repository's content: the fixture these tests read. */
const content = repositoryDocument();

const t = (iso: string) => Date.parse(iso);
const LOWEST_30: ReferenceRule = { kind: "lowestPriorDays", days: 30 };
const LIST: ReferenceRule = { kind: "listPrice" };

describe("price series", () => {
  it("reads a bare price as one step since the start", () => {
    expect(steps<number>(299, "price")).toEqual([{ from: -Infinity, value: 299 }]);
  });
  it("keeps each entry in force until the next one: a change never rewrites the past", () => {
    const list = steps<number>([{ price: 299 }, { from: "2025-02-01T00:00:00-08:00", price: 279 }], "price");
    expect(stepAt(list, t("2024-11-25T12:00:00Z"))?.value).toBe(299);
    expect(stepAt(list, t("2025-02-01T07:59:59Z"))?.value).toBe(299);
    expect(stepAt(list, t("2025-02-01T08:00:00Z"))?.value).toBe(279);
  });
  it("has no price before a list's first instant", () => {
    const list = steps<number>([{ from: "2025-01-01T00:00:00Z", price: 100 }], "price");
    expect(stepAt(list, t("2024-12-31T23:59:59Z"))).toBeNull();
  });
});

describe("the lowest price of the 30 days before a reduction (EU, UK)", () => {
  const list = steps<number>(699, "price");
  it("is the list price when nothing else was charged", () => {
    expect(referencePrice(LOWEST_30, list, [], t("2024-11-14T08:00:00Z"), t("2024-11-25T12:00:00Z"))).toBe(699);
  });

  it("is fixed at the campaign's start for every stage of a progressive reduction (art. 6a(5))", () => {
    const start = t("2024-11-14T08:00:00Z");
    // Stage 1 at 599, stage 2 at 559: stage 2 is still compared with 699, not with stage 1's 599.
    const stage2 = t("2024-11-25T12:00:00Z");
    const reference = referencePrice(LOWEST_30, list, [], start, stage2);
    expect(reference).toBe(699);
    expect(savingAgainst(reference, 599)).toBe(100);
    expect(savingAgainst(reference, 559)).toBe(140);
  });

  it("counts an earlier campaign's offers as prices charged: Christmas after Black Friday saves nothing", () => {
    const blackFriday: OfferWindow[] = [
      { start: t("2024-11-14T08:00:00Z"), end: t("2024-11-22T08:00:00Z"), price: 599 },
      { start: t("2024-11-22T08:00:00Z"), end: t("2024-12-02T23:00:00Z"), price: 559 },
    ];
    const christmas = t("2024-12-09T08:00:00Z");
    const reference = referencePrice(LOWEST_30, list, blackFriday, christmas, t("2024-12-15T12:00:00Z"));
    expect(reference).toBe(559);
    expect(savingAgainst(reference, 559)).toBeNull();
  });

  it("ignores offers that ended more than 30 days before the reduction", () => {
    const old: OfferWindow[] = [{ start: t("2024-09-01T00:00:00Z"), end: t("2024-09-10T00:00:00Z"), price: 499 }];
    expect(referencePrice(LOWEST_30, list, old, t("2024-11-14T08:00:00Z"), t("2024-11-20T00:00:00Z"))).toBe(699);
  });

  it("compares a price raised then cut with the price before the rise: no saving", () => {
    // 299 until 1 November, raised to 349, then "reduced" to 299 on 20 November.
    const raised = steps<number>([{ price: 299 }, { from: "2024-11-01T00:00:00Z", price: 349 }], "price");
    const reference = referencePrice(LOWEST_30, raised, [], t("2024-11-20T00:00:00Z"), t("2024-11-21T00:00:00Z"));
    expect(reference).toBe(299);
    expect(savingAgainst(reference, 299)).toBeNull();
    expect(savingAgainst(reference, 279)).toBe(20);
  });

  it("gives no reference to a product with no price history before the reduction", () => {
    const launched = steps<number>([{ from: "2024-11-14T08:00:00Z", price: 699 }], "price");
    expect(referencePrice(LOWEST_30, launched, [], t("2024-11-14T08:00:00Z"), t("2024-11-20T00:00:00Z"))).toBeNull();
  });

  it("finds the lowest charged price at any change inside the window", () => {
    const list2 = steps<number>(
      [{ price: 300 }, { from: "2024-10-20T00:00:00Z", price: 250 }, { from: "2024-10-25T00:00:00Z", price: 320 }],
      "price",
    );
    expect(lowestCharged(list2, [], t("2024-10-15T00:00:00Z"), t("2024-11-14T00:00:00Z"))).toBe(250);
    expect(chargedPriceAt(list2, [], t("2024-10-26T00:00:00Z"))).toBe(320);
  });
});

describe("list-price comparisons (us, cn, kr, jp) only against a price really charged", () => {
  it("compares with the list price in force when it was charged before the reduction", () => {
    const list = steps<number>([{ price: 299 }, { from: "2025-02-01T00:00:00-08:00", price: 279 }], "price");
    expect(referencePrice(LIST, list, [], t("2024-11-14T08:00:00Z"), t("2024-11-25T12:00:00Z"))).toBe(299);
    expect(referencePrice(LIST, list, [], t("2025-03-20T07:00:00Z"), t("2025-03-25T12:00:00Z"))).toBe(279);
  });
  it("never compares a pre-order with the regular price it has not been sold at yet", () => {
    const preorder = steps<number>([{ price: 949 }, { from: "2025-04-28T07:00:00Z", price: 1299 }], "price");
    // A reduction during the early bird: the list price then is the early bird itself, nothing saved against it.
    expect(referencePrice(LIST, preorder, [], t("2025-04-01T00:00:00Z"), t("2025-04-02T00:00:00Z"))).toBe(949);
    // A reduction that began before the regular price was ever charged cannot be compared with it.
    expect(referencePrice(LIST, preorder, [], t("2025-04-27T00:00:00Z"), t("2025-04-29T00:00:00Z"))).toBeNull();
  });
});

describe("campaign cards follow the market's rule", () => {
  const card = (region: "de" | "us", campaign: "blackFriday" | "christmas", iso: string, key: string) =>
    [
      ...campaignView(content, region, campaign, new Date(iso)).preview.products,
      ...campaignView(content, region, campaign, new Date(iso)).products2.groups.flatMap((group) => group.products),
    ].find((item) => item.key === key)!;

  it("de Christmas: Elite Optimus Prime at 559 € shows no struck-through 699 € and no saving", () => {
    const elite = card("de", "christmas", "2024-12-15T12:00:00Z", "30");
    expect(elite.current.price).toBe(formatPrice("de", 559));
    expect(elite.signPrice).toBeNull();
    expect(elite.current.save).toBeNull();
  });
  it("de Black Friday: the reference is the lowest price of the 30 days before, labelled in German", () => {
    const view = campaignView(content, "de", "blackFriday", new Date("2024-11-25T12:00:00Z"));
    const elite = card("de", "blackFriday", "2024-11-25T12:00:00Z", "30");
    expect(elite.signPrice).toBe(formatPrice("de", 699));
    expect(elite.current.save).toBe(formatPrice("de", 140));
    expect(view.labels.reference).toEqual({ text: "Niedrigster Preis der letzten 30 Tage", visible: true });
  });
  it("us Christmas keeps its list-price comparison (699 was charged before)", () => {
    const elite = card("us", "christmas", "2024-12-15T12:00:00Z", "30");
    expect(elite.signPrice).toBe("$699");
    expect(elite.current.save).toBe("$140");
  });
});
