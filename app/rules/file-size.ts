// File sizes for people: SI units (1 kB = 1000 bytes, as Intl labels them), one decimal, in the region's number format.

const UNITS = ["byte", "kilobyte", "megabyte", "gigabyte"] as const;

export function formatFileSize(bytes: number, intlLocale: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(intlLocale, {
    style: "unit",
    unit: UNITS[unit],
    unitDisplay: unit === 0 ? "long" : "short",
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
