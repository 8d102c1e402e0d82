// How a region pays (us PayPal and Klarna in 12 instalments, uk Klarna in 3, eu/fr/de/jp PayPal): the values
// {methods} and {count} that campaign cards and the pre-order page fill into their copy. One formatter for both, from
// the region's `paymentMethods` and `installments` (rules/regions.ts: a new method is one field there). A card marked
// for instalments shows the instalment line where the region has instalments, any other card "Pay with {methods}";
// neither while the price is locked.
import { fillTemplate } from "~/rules/copy-template";
import { REGIONS, type PaymentMethod, type RegionCode } from "~/rules/regions";

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
