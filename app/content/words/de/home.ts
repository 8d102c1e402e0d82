// The home page's words (de); its tiles and their order are in content/home.ts, tile names in the catalogue.
import type { HomeWords } from "../../home.schema";

const home: HomeWords = {
  hero: {
    eyebrow: "Neu: Flagship Bumblebee",
    bannerAlt: "Illustration von Flagship Bumblebee vor Flagship Optimus Prime, angestrahlt von gelben Lichtstrahlen",
    cta: "{name} entdecken",
  },
  sections: { section1: "Roboter im Fokus", section2: "Die Kollektion", section3: "Mehr Spaß im Leben" },
  tiles: {
    flagshipBumblebee: "Verwandelt sich auf einen Sprachbefehl vom Roboter ins Auto.",
    toyStoryBuzzLightyear: "Bis zur Unendlichkeit und noch viel weiter – mit über 200 Sprachclips und App-Steuerung.",
    eliteOptimusPrime: "27 Servos, 39 Sprachbefehle, 125 Soundeffekte.",
    grimlockG1Flagship: "Der Anführer der Dinobots wird vom Roboter zum T-Rex.",
    flagshipOptimusPrime: "Der Anführer der Autobots verwandelt sich selbst in einen Truck.",
    flagshipMegatron: "Der Anführer der Decepticons, bis ins letzte Bauteil durchdacht.",
    k1ProInterstellarScout: "Bewegungen und Geschichten per Drag-and-drop programmieren.",
    bumblebeeG1Performance: "Der klassische Späher, bereit zum Tanzen und Auftreten.",
    aiBase: "Bringt natürliche Gespräche zu deinem Elite-Roboter.",
  },
  licences: {
    transformers: "TRANSFORMERS und alle zugehörigen Figuren sind Marken von Hasbro und werden unter Lizenz verwendet.",
    toyStory: "© Disney/Pixar. Toy-Story-Figuren unter Lizenz verwendet.",
  },
  softwareEcosystem: {
    title: "Software-Ökosystem",
    subtitle: "Neue Bewegungen und Geschichten für deinen Roboter erstellen, teilen und herunterladen.",
    items: {
      hub: {
        title: "Mechaforge Hub",
        subtitle: "Die Community-Plattform: Programme teilen und Kreationen anderer herunterladen.",
        cta: "Zum Hub",
      },
      studio: {
        title: "Mechaforge Studio",
        subtitle: "Das Kreativstudio: Aktionen und Sprachbefehle am PC oder Smartphone bauen.",
        cta: "Studio öffnen",
      },
    },
  },
  mediaPraise: {
    title: "Das sagen Testerinnen und Tester",
    list: [
      {
        comment: "Die Verwandlung kommt der Zeichentrickserie so nah wie kein anderes Regalstück.",
        commentator: "Collector's Quarterly (Beispielzitat)",
      },
      {
        comment: "Ein programmierbarer Roboter, den Eltern und Sammler gleichermaßen behalten wollen.",
        commentator: "Family Tech Weekly (Beispielzitat)",
      },
      {
        comment: "Technik, die man hört: Jede Servobewegung sitzt präzise.",
        commentator: "Maker Review (Beispielzitat)",
      },
    ],
  },
};

export default home;
