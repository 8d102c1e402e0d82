// How a region pays (us PayPal and Klarna in 12 instalments, uk Klarna in 3, eu/fr/de/jp PayPal): the values
// {methods} and {count} that campaign cards and the pre-order page fill into their copy. One formatter for both, from
// the region's `paymentMethods` and `installments` (rules/regions.ts: a new method is one field there). A card marked
// for instalments shows the instalment line where the region has instalments, any other card "Pay with {methods}";
// neither while the price is locked.
import { fillTemplate } from "~/rules/copy-template";
import { REGIONS, type PaymentMethod, type RegionCode } from "~/rules/regions";
import { zonedInstant } from "~/rules/zoned-time";

/** A text in force from an instant (null: from the start). */
export interface DatedText {
  from: number | null;
  text: string;
}

/**
 * A text and its later wordings (each from a day, at midnight in the region's time zone), oldest first; empty where the
 * region has none.
 */
export function datedTexts(
  text: string | undefined,
  changes: readonly { from: string; text: string }[] | undefined,
  region: RegionCode,
): DatedText[] {
  const later = (changes ?? []).map((change) => ({
    from: zonedInstant(`${change.from}T00:00`, REGIONS[region].timeZone)!,
    text: change.text,
  }));
  return [...(text === undefined ? [] : [{ from: null, text }]), ...later.sort((a, b) => a.from - b.from)];
}

/** The wording in force at `now`: the latest whose instant has come. */
export function textAt(texts: readonly DatedText[], now: Date): string | undefined {
  return texts.findLast((entry) => entry.from === null || entry.from <= now.getTime())?.text;
}

const METHOD_NAMES: Record<PaymentMethod, string> = { paypal: "PayPal", klarna: "Klarna" };

/** {methods} ("PayPal or Klarna", "PayPal ou Klarna") and {count} (instalments), where the region has them. */
export function paymentValues(region: RegionCode): { methods?: string; count?: string } {
  const { intlLocale, paymentMethods, installments } = REGIONS[region];
  const values: { methods?: string; count?: string } = {};
  const names = paymentMethods.map((method) => METHOD_NAMES[method]);
  if (names.length) values.methods = new Intl.ListFormat(intlLocale, { type: "disjunction" }).format(names);
  if (installments) values.count = String(installments);
  return values;
}

export interface PaymentLines {
  /** The credit disclosure of the instalment offer, where the region offers instalments. */
  disclosure: string | null;
  /** "Pay in 12 interest-free monthly installments with PayPal or Klarna", where the region offers instalments. */
  installments: string | null;
  /** "Pay with PayPal", where the region names payment methods. */
  methods: string | null;
}

/** The region's payment lines from its templates ({count}, {methods}); null where the region has no such offer. */
export function paymentLines(
  region: RegionCode,
  templates: { installments?: string | undefined; methods?: string | undefined; disclosure?: string | undefined },
): PaymentLines {
  const { methods, count } = paymentValues(region);
  return {
    disclosure:
      methods && count && templates.disclosure ? fillTemplate(templates.disclosure, { methods, count }) : null,
    installments:
      methods && count && templates.installments ? fillTemplate(templates.installments, { methods, count }) : null,
    methods: methods && templates.methods ? fillTemplate(templates.methods, { methods }) : null,
  };
}
