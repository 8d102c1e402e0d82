// The home page's words (en); its tiles and their order are in content/home.ts, tile names in the catalogue.
import type { HomeWords } from "../../home.schema";

const home: HomeWords = {
  hero: {
    eyebrow: "New: Flagship Bumblebee",
    bannerAlt: "Illustration of Flagship Bumblebee in front of Flagship Optimus Prime, lit by yellow light rays",
    cta: "Discover {name}",
  },
  sections: { section1: "Featured robots", section2: "The collection", section3: "Make Life More Fun" },
  tiles: {
    flagshipBumblebee: "Auto-transforms from robot to car on a single voice command.",
    toyStoryBuzzLightyear: "To infinity and beyond, with 200+ audio clips and app control.",
    eliteOptimusPrime: "27 servos, 39 voice commands, 125 sound effects.",
    grimlockG1Flagship: "The Dinobot leader converts between robot and T-rex.",
    flagshipOptimusPrime: "The Autobot leader that converts into a truck by itself.",
    flagshipMegatron: "The Decepticon leader, engineered down to the last panel.",
    k1ProInterstellarScout: "Program moves and stories with drag-and-drop blocks.",
    bumblebeeG1Performance: "The classic scout, ready to dance and perform.",
    aiBase: "Adds natural conversation to your Elite robot.",
  },
  licences: {
    transformers: "TRANSFORMERS and all related characters are trademarks of Hasbro, used under licence.",
    toyStory: "© Disney/Pixar. Toy Story characters used under licence.",
  },
  softwareEcosystem: {
    title: "Software ecosystem",
    subtitle: "Create, share and download new moves and stories for your robot.",
    items: {
      hub: {
        title: "Mechaforge Hub",
        subtitle: "The community hub: share your programs and download others' creations.",
        cta: "Visit the Hub",
      },
      studio: {
        title: "Mechaforge Studio",
        subtitle: "The quick creation studio: build actions and voice commands on PC or phone.",
        cta: "Open the Studio",
      },
    },
  },
  mediaPraise: {
    title: "What reviewers say",
    list: [
      {
        comment: "The transformation sequence is the closest thing to the cartoon we have seen on a shelf.",
        commentator: "Collector's Quarterly (sample quote)",
      },
      {
        comment: "A programmable robot that parents and collectors will both want to keep.",
        commentator: "Family Tech Weekly (sample quote)",
      },
      {
        comment: "Engineering you can hear: every servo move is precise and deliberate.",
        commentator: "Maker Review (sample quote)",
      },
    ],
  },
};

export default home;
