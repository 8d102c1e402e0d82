import type { ProductCopy } from "../product.schema";

const products: ProductCopy = {
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
  learnMore: {
    flagshipOptimusPrime: {
      tagline: "The Autobot leader, converting into his truck mode all by himself.",
      description: [
        "Flagship Optimus Prime changes from robot to truck and back on a single voice command, with no hands needed.",
        "Program new moves in the Mechaforge app and share them on the Hub.",
      ],
    },
    flagshipMegatron: {
      tagline: "The Decepticon leader, engineered down to the last panel.",
      description: [
        "Flagship Megatron converts on command and answers with his own lines and sound effects.",
        "This robot is out of stock right now; new units are on their way.",
      ],
    },
    grimlockG1Flagship: {
      tagline: "Me Grimlock: robot one moment, T-rex the next.",
      description: [
        "The Dinobot leader converts between robot and dinosaur mode by voice command, roaring as he goes.",
        "Walks, roars and performs in both modes.",
      ],
    },
    buzzLightyearSpaceRangerAlpha: {
      tagline: "The Space Ranger Alpha armour, built for collectors.",
      description: [
        "A collector's take on Buzz Lightyear in Space Ranger Alpha armour, with lights, sounds and posable wings.",
        "Pairs with the Mechaforge app for new phrases and moves.",
      ],
    },
    k1ProInterstellarScout: {
      tagline: "The programmable robot for young creators.",
      description: [
        "K1 Pro walks, dances and tells stories that you program with drag-and-drop blocks.",
        "Follows voice commands and grows with new lessons in the app.",
      ],
    },
    optimusPrimeRiseOfTheBeastsSignatureLimitedEdition: {
      tagline: "A signed, numbered run of Optimus Prime from Rise of the Beasts.",
      description: [
        "Each unit carries a numbered plate and gold trim, and converts on voice command.",
        "The limited run has sold out; it will not be made again.",
      ],
    },
    bumblebeeG1Performance: {
      tagline: "The classic Autobot scout, ready to perform.",
      description: [
        "Bumblebee G1 Performance dances, waves and talks with lines in the G1 style.",
        "Create routines in the Mechaforge Studio.",
      ],
    },
    aiBase: {
      tagline: "Natural conversation for your Elite robot.",
      description: [
        "Set Elite Optimus Prime on the AI Base and talk to him in everyday language.",
        "The base also charges the robot while it stands.",
      ],
    },
  },
};

export default products;
