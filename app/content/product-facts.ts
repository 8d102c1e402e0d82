// The learn-more products' specs and gallery views: facts written once, in numbers; the row names and the alt texts
// are words (products.labels.specNames, products.galleryAlts), the units and number formats come from the region's
// locale (rules/specs.ts). The specs state a 1-year standard warranty. Every product states its age grade before
// purchase (GPSR art. 19): 14+ for the collector robots, 8+ for the K1 Pro coding robot (sample grades until the
// conformity assessment confirms them). Figures the spec does not give are ours:
// docs/decisions/019-facts-we-assumed.md. A product sold in kr states its model, maker, country of manufacture and KC
// certificates for the 상품정보제공고시 (`notice`); the numbers are samples written with zeros until the certificates are
// supplied (docs/decisions/342-product-information-notice.md).
import type { ProductId } from "~/content/catalogue.schema";
import type { ProductFacts } from "~/content/product.schema";

/** The repository's product facts (version 1 of the studio's content; app/content/repository.ts). */
export const productFacts: Partial<Record<ProductId, ProductFacts>> = {
  flagshipOptimusPrime: {
    specs: [
      { key: "servos", value: 60 },
      { key: "chips", value: 240 },
      { key: "components", value: 5000, atLeast: true },
      { key: "battery", value: 4000 },
      { key: "voltage", value: 11.1 },
      { key: "height", value: 48 },
      { key: "netWeight", value: 7.1 },
      { key: "warranty", value: 1 },
      { key: "age", value: 14 },
    ],
    gallery: ["flagship-optimus-prime-closeup", "flagship-optimus-prime-vehicle"],
    notice: {
      model: "MF-FL-OP01",
      maker: "cn",
      madeIn: "CN",
      certificates: [
        { kind: "krElectric", number: "XU100000-25001" },
        { kind: "krElectricConfirmation", number: "YU100000-25001" },
        { kind: "krRadio", number: "R-R-MFR-FLOP00000" },
      ],
    },
  },
  flagshipMegatron: {
    specs: [
      { key: "servos", value: 66 },
      { key: "chips", value: 199 },
      { key: "battery", value: 4000 },
      { key: "voltage", value: 11.1 },
      { key: "height", value: 48 },
      { key: "netWeight", value: 7.8 },
      { key: "warranty", value: 1 },
      { key: "age", value: 14 },
    ],
    gallery: ["flagship-megatron-closeup", "flagship-megatron-night"],
    notice: {
      model: "MF-FL-MG01",
      maker: "cn",
      madeIn: "CN",
      certificates: [
        { kind: "krElectric", number: "XU100000-25001" },
        { kind: "krElectricConfirmation", number: "YU100000-25002" },
        { kind: "krRadio", number: "R-R-MFR-FLMG00000" },
      ],
    },
  },
  grimlockG1Flagship: {
    specs: [
      { key: "servos", value: 36 },
      { key: "chips", value: 94 },
      { key: "battery", value: 3000 },
      { key: "voltage", value: 11.1 },
      { key: "chargingTime", value: 120 },
      { key: "height", value: 52 },
      { key: "netWeight", value: 6.2 },
      { key: "warranty", value: 1 },
      { key: "age", value: 14 },
    ],
    gallery: ["grimlock-g1-flagship-closeup", "grimlock-g1-flagship-vehicle"],
  },
  buzzLightyearSpaceRangerAlpha: {
    specs: [
      { key: "servos", value: 25 },
      { key: "chips", value: 71 },
      { key: "battery", value: 1900 },
      { key: "voltage", value: 11.1 },
      { key: "chargingTime", value: 90 },
      { key: "height", value: 38 },
      { key: "netWeight", value: 1.9 },
      { key: "warranty", value: 1 },
      { key: "age", value: 14 },
    ],
    gallery: ["buzz-lightyear-space-ranger-alpha-closeup", "buzz-lightyear-space-ranger-alpha-night"],
  },
  k1ProInterstellarScout: {
    specs: [
      { key: "servos", value: 17 },
      { key: "battery", value: 1000 },
      { key: "voltage", value: 7.4 },
      { key: "chargingTime", value: 90 },
      { key: "useTime", value: 60 },
      { key: "height", value: 27 },
      { key: "netWeight", value: 0.9 },
      { key: "warranty", value: 1 },
      { key: "age", value: 8 },
    ],
    gallery: ["k1-pro-interstellar-scout-night"],
    notice: {
      model: "MF-K1P-01",
      maker: "cn",
      madeIn: "CN",
      certificates: [
        { kind: "krChildren", number: "CB063R00000-5001" },
        { kind: "krElectric", number: "XU100000-25002" },
        { kind: "krElectricConfirmation", number: "YU100000-25003" },
        { kind: "krRadio", number: "R-R-MFR-K1P00000" },
      ],
    },
  },
  optimusPrimeRiseOfTheBeastsSignatureLimitedEdition: {
    specs: [
      { key: "servos", value: 60 },
      { key: "chips", value: 240 },
      { key: "battery", value: 4000 },
      { key: "voltage", value: 11.1 },
      { key: "height", value: 48 },
      { key: "netWeight", value: 7.3 },
      { key: "warranty", value: 1 },
      { key: "age", value: 14 },
    ],
    gallery: [
      "optimus-prime-rise-of-the-beasts-signature-limited-edition-closeup",
      "optimus-prime-rise-of-the-beasts-signature-limited-edition-vehicle",
    ],
  },
  bumblebeeG1Performance: {
    specs: [
      { key: "servos", value: 22 },
      { key: "chips", value: 48 },
      { key: "battery", value: 1500 },
      { key: "voltage", value: 7.4 },
      { key: "chargingTime", value: 90 },
      { key: "useTime", value: 45 },
      { key: "height", value: 30 },
      { key: "netWeight", value: 1.6 },
      { key: "warranty", value: 1 },
      { key: "age", value: 14 },
    ],
    gallery: ["bumblebee-g1-performance-closeup", "bumblebee-g1-performance-vehicle"],
  },
  aiBase: {
    specs: [
      { key: "chargingPower", value: 30 },
      { key: "height", value: 6 },
      { key: "netWeight", value: 0.8 },
      { key: "warranty", value: 1 },
      { key: "age", value: 14 },
    ],
    gallery: ["ai-base-with-elite", "ai-base-night"],
  },
};
