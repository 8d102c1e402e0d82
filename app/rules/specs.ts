// A spec fact as the region reads it (issue 15): the key's unit, the region's number format. Pure, clock-free.
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

/** A spec's value as the region writes it; an age grade in the language's words ("ab {age} Jahren", "{age}歳以上"). */
export function formatSpec(key: SpecKey, value: number, locale: string, atLeast = false, ageGrade = "{age}+"): string {
  if (key === "age") return fillTemplate(ageGrade, { age: new Intl.NumberFormat(locale).format(value) });
  const unit = UNITS[key];
  if (unit && "intl" in unit)
    return new Intl.NumberFormat(locale, {
      style: "unit",
      unit: unit.intl,
      unitDisplay: unit.display ?? "short",
    }).format(value);
  const number = `${new Intl.NumberFormat(locale).format(value)}${atLeast ? "+" : ""}`;
  return unit ? `${number}\u00a0${unit.symbol}` : number;
}
