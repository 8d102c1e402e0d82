// The repository's products: their ids and artwork (public/images/products). Without zod: the page table reads it.
/**
 * The repository's products, in the order catalogues list them: each has its artwork in public/images/products. A
 * product made in the studio has an id of its own (made from its name) and its image from the media library; catalogues
 * list it after these (`productIds`).
 */
export const PRODUCT_IDS = [
  "flagshipBumblebee",
  "toyStoryBuzzLightyear",
  "eliteOptimusPrime",
  "flagshipOptimusPrime",
  "flagshipMegatron",
  "grimlockG1Flagship",
  "buzzLightyearSpaceRangerAlpha",
  "interstellarScoutK1",
  "k1ProInterstellarScout",
  "optimusPrimeRiseOfTheBeastsSignatureLimitedEdition",
  "bumblebeeG1Performance",
  "aiBase",
  "eliteOptimusPrimeAiBase",
  "interstellarAgentT9",
  "t9",
  "interstellarScoutK1pro",
] as const;

/** Whether an id is one of the repository's products (its artwork is in public/images/products). */
export const hasRepositoryArtwork = (id: string): boolean => (PRODUCT_IDS as readonly string[]).includes(id);
