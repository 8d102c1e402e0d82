import type { HomeContent } from "../home.schema";

const TF = "TRANSFORMERS and all related characters are trademarks of Hasbro, used under licence.";
const TS = "© Disney/Pixar. Toy Story characters used under licence.";

const home: HomeContent = {
  hero: {
    eyebrow: "New: Flagship Bumblebee",
    bannerAlt: "Illustration of Flagship Bumblebee in front of Flagship Optimus Prime, lit by yellow light rays",
    cta: { label: "Discover Flagship Bumblebee", link: "flagship-bumblebee" },
  },
  section1: {
    title: "Featured robots",
    tiles: [
      {
        key: "flagshipBumblebee",
        title: "Flagship Bumblebee",
        subtitle: "Auto-transforms from robot to car on a single voice command.",
        copyright: TF,
      },
      {
        key: "toyStoryBuzzLightyear",
        title: "Toy Story Buzz Lightyear",
        subtitle: "To infinity and beyond, with 200+ audio clips and app control.",
        copyright: TS,
      },
    ],
  },
  section2: {
    title: "The collection",
    tiles: [
      {
        key: "eliteOptimusPrime",
        title: "Elite Optimus Prime",
        subtitle: "27 servos, 39 voice commands, 125 sound effects.",
        copyright: TF,
      },
      {
        key: "grimlockG1Flagship",
        title: "Grimlock G1 Flagship",
        subtitle: "The Dinobot leader converts between robot and T-rex.",
        copyright: TF,
      },
      {
        key: "flagshipOptimusPrime",
        title: "Flagship Optimus Prime",
        subtitle: "The Autobot leader that converts into a truck by itself.",
        copyright: TF,
      },
      {
        key: "flagshipMegatron",
        title: "Flagship Megatron",
        subtitle: "The Decepticon leader, engineered down to the last panel.",
        copyright: TF,
      },
    ],
  },
  section3: {
    title: "Make Life More Fun",
    tiles: [
      {
        key: "k1ProInterstellarScout",
        title: "K1 Pro Interstellar Scout",
        subtitle: "Program moves and stories with drag-and-drop blocks.",
      },
      {
        key: "bumblebeeG1Performance",
        title: "Bumblebee G1 Performance",
        subtitle: "The classic scout, ready to dance and perform.",
        copyright: TF,
      },
      { key: "aiBase", title: "AI Base", subtitle: "Adds natural conversation to your Elite robot." },
    ],
  },
  softwareEcosystem: {
    title: "Software ecosystem",
    subtitle: "Create, share and download new moves and stories for your robot.",
    items: [
      {
        key: "hub",
        title: "Mechaforge Hub",
        subtitle: "The community hub: share your programs and download others' creations.",
        cta: "Visit the Hub",
        link: "https://hub.mechaforge.com/en",
      },
      {
        key: "studio",
        title: "Mechaforge Studio",
        subtitle: "The quick creation studio: build actions and voice commands on PC or phone.",
        cta: "Open the Studio",
        link: "https://studio.mechaforge.com/en",
      },
    ],
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
