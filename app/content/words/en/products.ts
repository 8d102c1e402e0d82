// Product names, alt texts, learn-more copy and product page labels (en).
import type { ProductWords } from "../../product.schema";

const products: ProductWords = {
  labels: {
    price: "Price",
    specs: "Specifications",
    gallery: "Gallery",
    overview: "Overview",
    moreRobots: "More robots",
    inPageMenu: "On this page",
    video: {
      unavailableTitle: "Video coming soon",
      unavailableText:
        "We have not published this video yet. Check back soon, or follow us on social media to see it first.",
      close: "Close",
    },
  },
  products: {
    flagshipBumblebee: {
      name: "Flagship Bumblebee",
      alt: "Illustration of Flagship Bumblebee, a yellow and black auto-transforming robot",
    },
    toyStoryBuzzLightyear: {
      name: "Toy Story\nBuzz Lightyear",
      alt: "Illustration of the Toy Story Buzz Lightyear robot in his white, green and purple space suit",
    },
    eliteOptimusPrime: {
      name: "Elite Optimus Prime",
      alt: "Illustration of Elite Optimus Prime, a red and blue programmable robot",
    },
    flagshipOptimusPrime: {
      name: "Flagship Optimus Prime",
      alt: "Illustration of Flagship Optimus Prime, a large red and blue auto-converting robot",
      learnMore: {
        tagline: "The Autobot leader, converting into his truck mode all by himself.",
        description: [
          "Flagship Optimus Prime changes from robot to truck and back on a single voice command, with no hands needed.",
          "Program new moves in the Mechaforge app and share them on the Hub.",
        ],
      },
    },
    flagshipMegatron: {
      name: "Flagship Megatron",
      alt: "Illustration of Flagship Megatron, a silver and purple auto-converting robot",
      learnMore: {
        tagline: "The Decepticon leader, engineered down to the last panel.",
        description: [
          "Flagship Megatron converts on command and answers with his own lines and sound effects.",
          "This robot is out of stock right now; new units are on their way.",
        ],
      },
    },
    grimlockG1Flagship: {
      name: "Grimlock G1 Flagship",
      shortName: "Grimlock",
      alt: "Illustration of Grimlock G1 Flagship, a grey and gold robot that turns into a T-rex",
      learnMore: {
        tagline: "Me Grimlock: robot one moment, T-rex the next.",
        description: [
          "The Dinobot leader converts between robot and dinosaur mode by voice command, roaring as he goes.",
          "Walks, roars and performs in both modes.",
        ],
      },
    },
    buzzLightyearSpaceRangerAlpha: {
      name: "Buzz Lightyear\n[small]Space Ranger Alpha[/small]",
      shortName: "Buzz Lightyear Space Ranger",
      alt: "Illustration of Buzz Lightyear Space Ranger Alpha in his collector's armour",
      learnMore: {
        tagline: "The Space Ranger Alpha armour, built for collectors.",
        description: [
          "A collector's take on Buzz Lightyear in Space Ranger Alpha armour, with lights, sounds and posable wings.",
          "Pairs with the Mechaforge app for new phrases and moves.",
        ],
      },
    },
    interstellarScoutK1: {
      name: "K1 Interstellar Scout",
      alt: "Illustration of the K1 Interstellar Scout, a small programmable robot",
    },
    k1ProInterstellarScout: {
      name: "K1 Pro\n[small]Interstellar Scout[/small]",
      alt: "Illustration of the K1 Pro Interstellar Scout, a small blue programmable robot",
      learnMore: {
        tagline: "The programmable robot for young creators.",
        description: [
          "K1 Pro walks, dances and tells stories that you program with drag-and-drop blocks.",
          "Follows voice commands and grows with new lessons in the app.",
        ],
      },
    },
    optimusPrimeRiseOfTheBeastsSignatureLimitedEdition: {
      name: "Optimus Prime\n[small]Rise of the Beasts Signature Limited Edition[/small]",
      alt: "Illustration of the signed Rise of the Beasts Optimus Prime limited edition with gold trim",
      learnMore: {
        tagline: "A signed, numbered run of Optimus Prime from Rise of the Beasts.",
        description: [
          "Each unit carries a numbered plate and gold trim, and converts on voice command.",
          "The limited run has sold out; it will not be made again.",
        ],
      },
    },
    bumblebeeG1Performance: {
      name: "Bumblebee G1 Performance",
      shortName: "Bumblebee",
      alt: "Illustration of Bumblebee G1 Performance, a classic yellow Autobot scout robot",
      learnMore: {
        tagline: "The classic Autobot scout, ready to perform.",
        description: [
          "Bumblebee G1 Performance dances, waves and talks with lines in the G1 style.",
          "Create routines in the Mechaforge Studio.",
        ],
      },
    },
    aiBase: {
      name: "AI Base",
      alt: "Illustration of the AI Base, a round charging base with a glowing ring",
      learnMore: {
        tagline: "Natural conversation for your Elite robot.",
        description: [
          "Set Elite Optimus Prime on the AI Base and talk to him in everyday language.",
          "The base also charges the robot while it stands.",
        ],
      },
    },
    eliteOptimusPrimeAiBase: {
      name: "Elite Optimus Prime\n[small]+ AI Base bundle[/small]",
      alt: "Illustration of Elite Optimus Prime standing on the AI Base",
    },
  },
};

export default products;
