// A spec fact as the region reads it: the key's unit, the region's number format. Pure, clock-free.
// The learn-more pages are full product pages (specs, gallery), and numbers must not be typed per language: a spec is a
// number per spec key (content/product-facts.ts), formatted here in the region's locale, with Intl units where Intl
// has them and international symbols for mAh, V and W; row names are words. The full pages (pre-order, Buzz, Elite)
// still carry their spec rows in words: moving them onto the same facts is left.
import type { SpecKey } from "~/content/product.schema";
import { fillTemplate } from "~/rules/copy-template";

type Unit = { intl: string; display?: "short" | "long" } | { symbol: string } | null;

/** Each spec key's unit: an Intl unit where Intl knows it (localized), else an international symbol, null = a count. */
const UNITS: Record<SpecKey, Unit> = {
  servos: null,
  chips: null,
  components: null,
  battery: { symbol: "mAh" },
  voltage: { symbol: "V" },
  chargingTime: { intl: "minute" },
  useTime: { intl: "minute" },
  chargingPower: { symbol: "W" },
  height: { intl: "centimeter" },
  netWeight: { intl: "kilogram" },
  warranty: { intl: "year", display: "long" },
  age: null,
};

/**
 * A spec's value as the region writes it; an age grade in the language's words ("ab {age} Jahren", "{age}歳以上").
 * A figure never parts from its unit at a line's end: the spaces Intl and the words put between them are no-break (a
 * CSS `nowrap` on the whole value was tried first and overflowed long values).
 */
export function formatSpec(key: SpecKey, value: number, locale: string, atLeast = false, ageGrade = "{age}+"): string {
  const joined = (text: string) => text.replace(/ /g, "\u00a0");
  if (key === "age") return joined(fillTemplate(ageGrade, { age: new Intl.NumberFormat(locale).format(value) }));
  const unit = UNITS[key];
  if (unit && "intl" in unit)
    return joined(
      new Intl.NumberFormat(locale, {
        style: "unit",
        unit: unit.intl,
        unitDisplay: unit.display ?? "short",
      }).format(value),
    );
  const number = `${new Intl.NumberFormat(locale).format(value)}${atLeast ? "+" : ""}`;
  return unit ? `${number}\u00a0${unit.symbol}` : number;
}
