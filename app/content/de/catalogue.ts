// Products sold in this region, prices in its currency (spec §9; see docs/decisions.md for prices the spec leaves open).
import type { Catalogue } from "../catalogue.schema";

const shop = "https://shop.mechaforge.com/de/products";

const catalogue: Catalogue = {
  flagshipBumblebee: { name: "Flagship Bumblebee", link: "flagship-bumblebee", buy: `${shop}/flagship-bumblebee`, alt: "Illustration von Flagship Bumblebee, einem gelb-schwarzen, sich selbst verwandelnden Roboter", price: 1599, isPreSale: true, stock: 1000 },
  toyStoryBuzzLightyear: { name: "Toy Story\nBuzz Lightyear", link: "toy-story-buzz-lightyear", buy: `${shop}/toy-story-buzz-lightyear`, alt: "Illustration des Toy-Story-Roboters Buzz Lightyear im weiß-grün-violetten Raumanzug", price: 599, isPreSale: false, stock: 300 },
  eliteOptimusPrime: { name: "Elite Optimus Prime", link: `${shop}/elite-optimus-prime`, buy: `${shop}/elite-optimus-prime`, alt: "Illustration von Elite Optimus Prime, einem rot-blauen programmierbaren Roboter", price: 699, isPreSale: false, stock: 300 },
  flagshipOptimusPrime: { name: "Flagship Optimus Prime", link: "flagship-optimus-prime", buy: `${shop}/flagship-optimus-prime`, alt: "Illustration von Flagship Optimus Prime, einem großen rot-blauen, automatisch verwandelnden Roboter", price: 899, isPreSale: false, stock: 300 },
  flagshipMegatron: { name: "Flagship Megatron", link: "flagship-megatron", buy: `${shop}/flagship-megatron`, alt: "Illustration von Flagship Megatron, einem silber-violetten, automatisch verwandelnden Roboter", price: 1299, isPreSale: false, stock: 0 },
  grimlockG1Flagship: { name: "Grimlock G1 Flagship", link: "grimlock-g1-flagship", buy: `${shop}/grimlock-g1-flagship`, alt: "Illustration von Grimlock G1 Flagship, einem grau-goldenen Roboter, der zum T-Rex wird", price: 1799, isPreSale: false, stock: 300 },
  buzzLightyearSpaceRangerAlpha: { name: "Buzz Lightyear\n[small]Space Ranger Alpha[/small]", link: "buzz-lightyear-space-ranger-alpha", buy: `${shop}/buzz-lightyear-space-ranger-alpha`, alt: "Illustration von Buzz Lightyear Space Ranger Alpha in seiner Sammlerrüstung", price: 839, isPreSale: false, stock: 300 },
  interstellarScoutK1: { name: "K1 Interstellar Scout", link: `${shop}/k1-interstellar-scout`, buy: `${shop}/k1-interstellar-scout`, alt: "Illustration des K1 Interstellar Scout, eines kleinen programmierbaren Roboters", price: 309, isPreSale: false, stock: 300 },
  k1ProInterstellarScout: { name: "K1 Pro\n[small]Interstellar Scout[/small]", link: "k1-pro-interstellar-scout", buy: `${shop}/k1-pro-interstellar-scout`, alt: "Illustration des K1 Pro Interstellar Scout, eines kleinen blauen programmierbaren Roboters", price: 399, isPreSale: false, stock: 300 },
  optimusPrimeRiseOfTheBeastsSignatureLimitedEdition: { name: "Optimus Prime\n[small]Rise of the Beasts – signierte Limited Edition[/small]", link: "optimus-prime-rise-of-the-beasts-signature-limited-edition", buy: `${shop}/optimus-prime-rise-of-the-beasts-signature-limited-edition`, alt: "Illustration der signierten Limited Edition von Optimus Prime aus Rise of the Beasts mit Goldakzenten", price: 1299, isPreSale: false, stock: 0, limitedEdition: true },
  bumblebeeG1Performance: { name: "Bumblebee G1 Performance", link: "bumblebee-g1-performance", buy: `${shop}/bumblebee-g1-performance`, alt: "Illustration von Bumblebee G1 Performance, dem klassischen gelben Autobot-Späher", price: 499, isPreSale: false, stock: 300 },
  aiBase: { name: "KI-Basis", link: "ai-base", buy: `${shop}/ai-base`, alt: "Illustration der KI-Basis, eines runden Sockels mit Leuchtring", price: 229, isPreSale: false, stock: 300 },
  eliteOptimusPrimeAiBase: { name: "Elite Optimus Prime\n[small]+ KI-Basis im Set[/small]", link: `${shop}/elite-optimus-prime-ai-base-bundle`, buy: `${shop}/elite-optimus-prime-ai-base-bundle`, alt: "Illustration von Elite Optimus Prime auf der KI-Basis", price: 928, isPreSale: false, stock: 300 },
};

export default catalogue;
