// Products sold in this region, prices in its currency (spec §9; see docs/decisions.md for prices the spec leaves open).
import type { Catalogue } from "../catalogue.schema";

const shop = "https://shop.mechaforge.com/fr/products";

const catalogue: Catalogue = {
  flagshipBumblebee: { name: "Bumblebee Flagship", link: "flagship-bumblebee", buy: `${shop}/flagship-bumblebee`, alt: "Illustration de Bumblebee Flagship, un robot jaune et noir qui se transforme tout seul", price: 1599, isPreSale: true, stock: 1000 },
  toyStoryBuzzLightyear: { name: "Toy Story\nBuzz l'Éclair", link: "toy-story-buzz-lightyear", buy: `${shop}/toy-story-buzz-lightyear`, alt: "Illustration du robot Buzz l'Éclair de Toy Story dans sa combinaison blanche, verte et violette", price: 599, isPreSale: false, stock: 300 },
  eliteOptimusPrime: { name: "Optimus Prime Elite", link: `${shop}/elite-optimus-prime`, buy: `${shop}/elite-optimus-prime`, alt: "Illustration d'Optimus Prime Elite, un robot programmable rouge et bleu", price: 699, isPreSale: false, stock: 300 },
  flagshipOptimusPrime: { name: "Optimus Prime Flagship", link: "flagship-optimus-prime", buy: `${shop}/flagship-optimus-prime`, alt: "Illustration d'Optimus Prime Flagship, un grand robot rouge et bleu à conversion automatique", price: 899, isPreSale: false, stock: 300 },
  flagshipMegatron: { name: "Megatron Flagship", link: "flagship-megatron", buy: `${shop}/flagship-megatron`, alt: "Illustration de Megatron Flagship, un robot argent et violet à conversion automatique", price: 1299, isPreSale: false, stock: 0 },
  grimlockG1Flagship: { name: "Grimlock G1 Flagship", link: "grimlock-g1-flagship", buy: `${shop}/grimlock-g1-flagship`, alt: "Illustration de Grimlock G1 Flagship, un robot gris et or qui se transforme en T-rex", price: 1799, isPreSale: false, stock: 300 },
  buzzLightyearSpaceRangerAlpha: { name: "Buzz l'Éclair\n[small]Space Ranger Alpha[/small]", link: "buzz-lightyear-space-ranger-alpha", buy: `${shop}/buzz-lightyear-space-ranger-alpha`, alt: "Illustration de Buzz l'Éclair Space Ranger Alpha dans son armure de collection", price: 839, isPreSale: false, stock: 300 },
  interstellarScoutK1: { name: "K1 Interstellar Scout", link: `${shop}/k1-interstellar-scout`, buy: `${shop}/k1-interstellar-scout`, alt: "Illustration du K1 Interstellar Scout, un petit robot programmable", price: 309, isPreSale: false, stock: 300 },
  k1ProInterstellarScout: { name: "K1 Pro\n[small]Interstellar Scout[/small]", link: "k1-pro-interstellar-scout", buy: `${shop}/k1-pro-interstellar-scout`, alt: "Illustration du K1 Pro Interstellar Scout, un petit robot programmable bleu", price: 399, isPreSale: false, stock: 300 },
  optimusPrimeRiseOfTheBeastsSignatureLimitedEdition: { name: "Optimus Prime\n[small]Rise of the Beasts – Édition limitée signée[/small]", link: "optimus-prime-rise-of-the-beasts-signature-limited-edition", buy: `${shop}/optimus-prime-rise-of-the-beasts-signature-limited-edition`, alt: "Illustration de l'édition limitée signée d'Optimus Prime Rise of the Beasts, aux finitions dorées", price: 1299, isPreSale: false, stock: 0, limitedEdition: true },
  bumblebeeG1Performance: { name: "Bumblebee G1 Performance", link: "bumblebee-g1-performance", buy: `${shop}/bumblebee-g1-performance`, alt: "Illustration de Bumblebee G1 Performance, l'éclaireur Autobot jaune classique", price: 499, isPreSale: false, stock: 300 },
  aiBase: { name: "Base IA", link: "ai-base", buy: `${shop}/ai-base`, alt: "Illustration de la Base IA, un socle rond avec un anneau lumineux", price: 229, isPreSale: false, stock: 300 },
  eliteOptimusPrimeAiBase: { name: "Optimus Prime Elite\n[small]+ pack Base IA[/small]", link: `${shop}/elite-optimus-prime-ai-base-bundle`, buy: `${shop}/elite-optimus-prime-ai-base-bundle`, alt: "Illustration d'Optimus Prime Elite debout sur la Base IA", price: 928, isPreSale: false, stock: 300 },
};

export default catalogue;
