// The one catalogue: every product once, with the page that presents it, its shop slug and its stock.
// Where a product is sold, and for how much, is the price table (prices.ts); its name and alt text are words.
// The spec's page table and catalogue keys overlap: `interstellarScoutK1pro` and `k1ProInterstellarScout` name the same
// robot, and regions sell the latter (the id of its page); `t9` (kr) and `interstellarAgentT9` (cn) are one rover sold
// under two shop slugs. A product without a page in a region (cn's Elite Optimus Prime) links to the regional shop.
// SAMPLE: the éco-participation amounts (`ecoParticipation.fr`) stand in until the éco-organisme's scale, by equipment
// category and weight, gives each product's (docs/decisions/353-weee-and-eco-participation.md).
import type { ProductFacts, ProductId } from "~/content/catalogue.schema";

/** The repository's catalogue (version 1 of the studio's content; app/content/repository.ts). */
export const products: Record<ProductId, ProductFacts> = {
  flagshipBumblebee: {
    page: "flagship-bumblebee",
    shopSlug: "flagship-bumblebee",
    ecoParticipation: { fr: 1 },
    isPreSale: true,
    stock: 1000,
    licence: "transformers",
  },
  toyStoryBuzzLightyear: {
    page: "toy-story-buzz-lightyear",
    shopSlug: "toy-story-buzz-lightyear",
    ecoParticipation: { fr: 0.5 },
    isPreSale: false,
    stock: 300,
    licence: "toyStory",
  },
  eliteOptimusPrime: {
    page: "elite-optimus-prime",
    shopSlug: "elite-optimus-prime",
    ecoParticipation: { fr: 0.5 },
    isPreSale: false,
    stock: 300,
    licence: "transformers",
  },
  flagshipOptimusPrime: {
    page: "flagship-optimus-prime",
    shopSlug: "flagship-optimus-prime",
    ecoParticipation: { fr: 1 },
    isPreSale: false,
    stock: 300,
    licence: "transformers",
  },
  // Out of stock everywhere.
  flagshipMegatron: {
    page: "flagship-megatron",
    shopSlug: "flagship-megatron",
    ecoParticipation: { fr: 1 },
    isPreSale: false,
    stock: 0,
    licence: "transformers",
  },
  grimlockG1Flagship: {
    page: "grimlock-g1-flagship",
    shopSlug: "grimlock-g1-flagship",
    ecoParticipation: { fr: 1 },
    isPreSale: false,
    stock: 300,
    licence: "transformers",
  },
  buzzLightyearSpaceRangerAlpha: {
    page: "buzz-lightyear-space-ranger-alpha",
    shopSlug: "buzz-lightyear-space-ranger-alpha",
    ecoParticipation: { fr: 0.5 },
    isPreSale: false,
    stock: 300,
    licence: "toyStory",
  },
  interstellarScoutK1: {
    shopSlug: "k1-interstellar-scout",
    ecoParticipation: { fr: 0.25 },
    isPreSale: false,
    stock: 300,
  },
  k1ProInterstellarScout: {
    page: "k1-pro-interstellar-scout",
    shopSlug: "k1-pro-interstellar-scout",
    ecoParticipation: { fr: 0.25 },
    isPreSale: false,
    stock: 300,
  },
  optimusPrimeRiseOfTheBeastsSignatureLimitedEdition: {
    page: "optimus-prime-rise-of-the-beasts-signature-limited-edition",
    shopSlug: "optimus-prime-rise-of-the-beasts-signature-limited-edition",
    ecoParticipation: { fr: 1 },
    isPreSale: false,
    stock: 0,
    limitedEdition: true,
    licence: "transformers",
  },
  bumblebeeG1Performance: {
    page: "bumblebee-g1-performance",
    shopSlug: "bumblebee-g1-performance",
    ecoParticipation: { fr: 0.5 },
    isPreSale: false,
    stock: 300,
    licence: "transformers",
  },
  aiBase: { page: "ai-base", shopSlug: "ai-base", ecoParticipation: { fr: 0.25 }, isPreSale: false, stock: 300 },
  eliteOptimusPrimeAiBase: {
    familyPage: "elite-optimus-prime",
    shopSlug: "elite-optimus-prime-ai-base-bundle",
    ecoParticipation: { fr: 0.75 },
    isPreSale: false,
    stock: 300,
    licence: "transformers",
  },
  interstellarAgentT9: { shopSlug: "interstellar-agent-t9", isPreSale: false, stock: 300 },
  t9: { shopSlug: "t9-interstellar-agent", isPreSale: false, stock: 300 },
  // A catalogue identifier the requirements list that no region sells yet.
  interstellarScoutK1pro: { shopSlug: "k1-pro", isPreSale: false, stock: 0 },
};
