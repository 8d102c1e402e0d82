// Products sold in this region, prices in its currency (spec §9; see docs/decisions.md for prices the spec leaves open).
import type { Catalogue } from "../catalogue.schema";

const shop = "https://shop.mechaforge.com/uk/products";

const catalogue: Catalogue = {
  flagshipBumblebee: { name: "Flagship Bumblebee", link: "flagship-bumblebee", buy: `${shop}/flagship-bumblebee`, alt: "Illustration of Flagship Bumblebee, a yellow and black auto-transforming robot", price: 1299, isPreSale: true, stock: 1000 },
  toyStoryBuzzLightyear: { name: "Toy Story\nBuzz Lightyear", link: "toy-story-buzz-lightyear", buy: `${shop}/toy-story-buzz-lightyear`, alt: "Illustration of the Toy Story Buzz Lightyear robot in his white, green and purple space suit", price: 499, isPreSale: false, stock: 300 },
  eliteOptimusPrime: { name: "Elite Optimus Prime", link: `${shop}/elite-optimus-prime`, buy: `${shop}/elite-optimus-prime`, alt: "Illustration of Elite Optimus Prime, a red and blue programmable robot", price: 699, isPreSale: false, stock: 300 },
  flagshipOptimusPrime: { name: "Flagship Optimus Prime", link: "flagship-optimus-prime", buy: `${shop}/flagship-optimus-prime`, alt: "Illustration of Flagship Optimus Prime, a large red and blue auto-converting robot", price: 799, isPreSale: false, stock: 300 },
  flagshipMegatron: { name: "Flagship Megatron", link: "flagship-megatron", buy: `${shop}/flagship-megatron`, alt: "Illustration of Flagship Megatron, a silver and purple auto-converting robot", price: 1099, isPreSale: false, stock: 0 },
  grimlockG1Flagship: { name: "Grimlock G1 Flagship", link: "grimlock-g1-flagship", buy: `${shop}/grimlock-g1-flagship`, alt: "Illustration of Grimlock G1 Flagship, a grey and gold robot that turns into a T-rex", price: 1599, isPreSale: false, stock: 300 },
  buzzLightyearSpaceRangerAlpha: { name: "Buzz Lightyear\n[small]Space Ranger Alpha[/small]", link: "buzz-lightyear-space-ranger-alpha", buy: `${shop}/buzz-lightyear-space-ranger-alpha`, alt: "Illustration of Buzz Lightyear Space Ranger Alpha in his collector's armour", price: 749, isPreSale: false, stock: 300 },
  interstellarScoutK1: { name: "K1 Interstellar Scout", link: `${shop}/k1-interstellar-scout`, buy: `${shop}/k1-interstellar-scout`, alt: "Illustration of the K1 Interstellar Scout, a small programmable robot", price: 309, isPreSale: false, stock: 300 },
  k1ProInterstellarScout: { name: "K1 Pro\n[small]Interstellar Scout[/small]", link: "k1-pro-interstellar-scout", buy: `${shop}/k1-pro-interstellar-scout`, alt: "Illustration of the K1 Pro Interstellar Scout, a small blue programmable robot", price: 399, isPreSale: false, stock: 300 },
  optimusPrimeRiseOfTheBeastsSignatureLimitedEdition: { name: "Optimus Prime\n[small]Rise of the Beasts Signature Limited Edition[/small]", link: "optimus-prime-rise-of-the-beasts-signature-limited-edition", buy: `${shop}/optimus-prime-rise-of-the-beasts-signature-limited-edition`, alt: "Illustration of the signed Rise of the Beasts Optimus Prime limited edition with gold trim", price: 1099, isPreSale: false, stock: 0, limitedEdition: true },
  bumblebeeG1Performance: { name: "Bumblebee G1 Performance", link: "bumblebee-g1-performance", buy: `${shop}/bumblebee-g1-performance`, alt: "Illustration of Bumblebee G1 Performance, a classic yellow Autobot scout robot", price: 449, isPreSale: false, stock: 300 },
  aiBase: { name: "AI Base", link: "ai-base", buy: `${shop}/ai-base`, alt: "Illustration of the AI Base, a round charging base with a glowing ring", price: 199, isPreSale: false, stock: 300 },
  eliteOptimusPrimeAiBase: { name: "Elite Optimus Prime\n[small]+ AI Base bundle[/small]", link: `${shop}/elite-optimus-prime-ai-base-bundle`, buy: `${shop}/elite-optimus-prime-ai-base-bundle`, alt: "Illustration of Elite Optimus Prime standing on the AI Base", price: 898, isPreSale: false, stock: 300 },
};

export default catalogue;
