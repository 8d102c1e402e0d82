// The printable manuals the site serves (public/downloads/manuals/<language>/<file>.pdf): the facts of each manual,
// written once and in no language. Every number a manual prints comes from here; the words around them are each
// language's (scripts/manuals/texts/<language>.ts), and scripts/manuals/generate.ts lays them out. Where a product has
// page facts (app/content/product-facts.ts), the figures its page states come from there (render.ts `manualSpecs`,
// `manualProduct`: servos, battery, times, warranty, age, maker); the figures below then stand only for the rest.

/** The robot series a manual belongs to; its name in each language is the manuals page's (`manuals.series` words). */
export type ManualSeries = "flagship" | "elite" | "disneyPixar" | "interstellar" | "accessories";

/** What a specification row states; each language labels it and writes its value (numbers, units, "about"). */
export type SpecRow =
  | { label: "servos" | "chips" | "microchips" | "voiceCommands" | "soundEffects"; count: number }
  | { label: "components" | "audioClips"; atLeast: number }
  | { label: "battery"; mAh: number; volts: number; lithiumIon: boolean }
  | { label: "chargingTime"; minutes: number; viaTypeC?: { watts: number } }
  | { label: "useTime"; minutes: number }
  | { label: "connectivity"; wifiGHz?: number; bluetooth: string; app: boolean }
  | { label: "chargingPort"; port: "USB Type-C" }
  | { label: "weight"; netKg: number; packagedKg: number }
  | { label: "input"; volts: number }
  | { label: "compatibleWith"; files: ManualFile[] }
  | { label: "warranty"; years: number };

export type SpecLabel = SpecRow["label"];

/** The facts every manual shares: safety, charging and warranty figures. */
export const COMMON = {
  minimumAge: 14,
  /** The free floor the robot needs, metres square. */
  floorMetres: 1,
  chargingCelsius: { min: 10, max: 35 },
  /** Storage: charge to this share before storing for longer than `storeMonths`, and top up every `topUpMonths`. */
  storagePercent: 50,
  storeMonths: 1,
  topUpMonths: 3,
  warrantyYears: 1,
  registeredWarrantyYears: 2,
  premiumProtection: { amount: 119, currency: "USD" },
  /** How long the power button is held to switch on, in seconds. */
  holdSeconds: 3,
} as const;

export const MANUAL_FILES = [
  "flagship-bumblebee",
  "flagship-optimus-prime",
  "flagship-megatron",
  "grimlock-g1-flagship",
  "elite-optimus-prime",
  "bumblebee-g1-performance",
  "toy-story-buzz-lightyear",
  "buzz-lightyear-space-ranger-alpha",
  "k1-interstellar-scout",
  "k1-pro-interstellar-scout",
  "t9-interstellar-agent",
  "t9-e-rover",
  "ai-base",
] as const;

export type ManualFile = (typeof MANUAL_FILES)[number];

export interface ManualFacts {
  series: ManualSeries;
  specs: SpecRow[];
  /** The charging section: the common one, the 30 W Type-C one (its first step differs), or the AI Base's dock. */
  charging: "common" | "typeC" | "dock";
  /** Facts the manual's prose states: the charger's voltage, the adapter's watts, counts. */
  prose?: {
    chargerVolts?: number;
    adapterWatts?: number;
    voiceCommands?: number;
    audioClips?: number;
    servos?: number;
  };
}

const BLUETOOTH = "5.0 BLE";
const warranty: SpecRow = { label: "warranty", years: COMMON.warrantyYears };

export const MANUALS: Record<ManualFile, ManualFacts> = {
  "flagship-bumblebee": {
    series: "flagship",
    charging: "common",
    prose: { chargerVolts: 12.6 },
    specs: [
      { label: "servos", count: 31 },
      { label: "chips", count: 67 },
      { label: "battery", mAh: 2100, volts: 11.1, lithiumIon: true },
      { label: "chargingTime", minutes: 120 },
      { label: "useTime", minutes: 60 },
      { label: "connectivity", bluetooth: BLUETOOTH, app: true },
      warranty,
    ],
  },
  "flagship-optimus-prime": {
    series: "flagship",
    charging: "common",
    specs: [
      { label: "servos", count: 27 },
      { label: "battery", mAh: 2000, volts: 11.1, lithiumIon: true },
      { label: "chargingTime", minutes: 120 },
      { label: "useTime", minutes: 50 },
      { label: "connectivity", bluetooth: BLUETOOTH, app: true },
      warranty,
    ],
  },
  "flagship-megatron": {
    series: "flagship",
    charging: "common",
    specs: [
      { label: "servos", count: 30 },
      { label: "battery", mAh: 2100, volts: 11.1, lithiumIon: true },
      { label: "chargingTime", minutes: 120 },
      { label: "useTime", minutes: 55 },
      { label: "connectivity", bluetooth: BLUETOOTH, app: true },
      warranty,
    ],
  },
  "grimlock-g1-flagship": {
    series: "flagship",
    charging: "common",
    specs: [
      { label: "servos", count: 34 },
      { label: "battery", mAh: 2600, volts: 11.1, lithiumIon: true },
      { label: "chargingTime", minutes: 150 },
      { label: "useTime", minutes: 50 },
      { label: "connectivity", bluetooth: BLUETOOTH, app: true },
      warranty,
    ],
  },
  "elite-optimus-prime": {
    series: "elite",
    charging: "common",
    prose: { voiceCommands: 39 },
    specs: [
      { label: "servos", count: 27 },
      { label: "voiceCommands", count: 39 },
      { label: "soundEffects", count: 125 },
      { label: "battery", mAh: 1800, volts: 7.4, lithiumIon: true },
      { label: "chargingTime", minutes: 100 },
      { label: "useTime", minutes: 45 },
      warranty,
    ],
  },
  "bumblebee-g1-performance": {
    series: "flagship",
    charging: "common",
    specs: [
      { label: "servos", count: 20 },
      { label: "battery", mAh: 1500, volts: 7.4, lithiumIon: true },
      { label: "chargingTime", minutes: 90 },
      { label: "useTime", minutes: 45 },
      { label: "chargingPort", port: "USB Type-C" },
      warranty,
    ],
  },
  "toy-story-buzz-lightyear": {
    series: "disneyPixar",
    charging: "typeC",
    prose: { adapterWatts: 30, audioClips: 200, servos: 23 },
    specs: [
      { label: "servos", count: 23 },
      { label: "microchips", count: 75 },
      { label: "components", atLeast: 3000 },
      { label: "audioClips", atLeast: 200 },
      { label: "battery", mAh: 1900, volts: 11.1, lithiumIon: false },
      { label: "chargingTime", minutes: 90, viaTypeC: { watts: 30 } },
      { label: "connectivity", wifiGHz: 2.4, bluetooth: BLUETOOTH, app: false },
      { label: "weight", netKg: 1.7, packagedKg: 3.9 },
      warranty,
    ],
  },
  "buzz-lightyear-space-ranger-alpha": {
    series: "disneyPixar",
    charging: "typeC",
    prose: { adapterWatts: 30 },
    specs: [
      { label: "servos", count: 23 },
      { label: "audioClips", atLeast: 200 },
      { label: "battery", mAh: 1900, volts: 11.1, lithiumIon: false },
      { label: "chargingTime", minutes: 90 },
      { label: "connectivity", wifiGHz: 2.4, bluetooth: BLUETOOTH, app: false },
      warranty,
    ],
  },
  "k1-interstellar-scout": {
    series: "interstellar",
    charging: "common",
    specs: [
      { label: "servos", count: 17 },
      { label: "battery", mAh: 1200, volts: 7.4, lithiumIon: true },
      { label: "chargingTime", minutes: 90 },
      { label: "useTime", minutes: 60 },
      { label: "chargingPort", port: "USB Type-C" },
      warranty,
    ],
  },
  "k1-pro-interstellar-scout": {
    series: "interstellar",
    charging: "common",
    specs: [
      { label: "servos", count: 22 },
      { label: "battery", mAh: 1500, volts: 7.4, lithiumIon: true },
      { label: "chargingTime", minutes: 90 },
      { label: "useTime", minutes: 70 },
      { label: "connectivity", bluetooth: BLUETOOTH, app: false },
      warranty,
    ],
  },
  "t9-interstellar-agent": {
    series: "interstellar",
    charging: "common",
    specs: [
      { label: "servos", count: 15 },
      { label: "battery", mAh: 1200, volts: 7.4, lithiumIon: true },
      { label: "chargingTime", minutes: 80 },
      { label: "useTime", minutes: 45 },
      warranty,
    ],
  },
  "t9-e-rover": {
    series: "interstellar",
    charging: "common",
    specs: [
      { label: "servos", count: 15 },
      { label: "battery", mAh: 1400, volts: 7.4, lithiumIon: true },
      { label: "chargingTime", minutes: 90 },
      { label: "useTime", minutes: 50 },
      warranty,
    ],
  },
  "ai-base": {
    series: "accessories",
    charging: "dock",
    specs: [
      { label: "input", volts: 12 },
      { label: "connectivity", wifiGHz: 2.4, bluetooth: BLUETOOTH, app: false },
      { label: "compatibleWith", files: ["elite-optimus-prime", "flagship-bumblebee"] },
      warranty,
    ],
  },
};
