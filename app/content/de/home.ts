import type { HomeContent } from "../home.schema";

const TF = "TRANSFORMERS und alle zugehörigen Figuren sind Marken von Hasbro und werden unter Lizenz verwendet.";
const TS = "© Disney/Pixar. Toy-Story-Figuren unter Lizenz verwendet.";

const home: HomeContent = {
  hero: {
    eyebrow: "Neu: Flagship Bumblebee",
    bannerAlt: "Illustration von Flagship Bumblebee vor Flagship Optimus Prime, angestrahlt von gelben Lichtstrahlen",
    cta: { label: "Flagship Bumblebee entdecken", link: "flagship-bumblebee" },
  },
  section1: {
    title: "Roboter im Fokus",
    tiles: [
      {
        key: "flagshipBumblebee",
        title: "Flagship Bumblebee",
        subtitle: "Verwandelt sich auf einen Sprachbefehl vom Roboter ins Auto.",
        copyright: TF,
      },
      {
        key: "toyStoryBuzzLightyear",
        title: "Toy Story Buzz Lightyear",
        subtitle: "Bis zur Unendlichkeit und noch viel weiter – mit über 200 Sprachclips und App-Steuerung.",
        copyright: TS,
      },
    ],
  },
  section2: {
    title: "Die Kollektion",
    tiles: [
      {
        key: "eliteOptimusPrime",
        title: "Elite Optimus Prime",
        subtitle: "27 Servos, 39 Sprachbefehle, 125 Soundeffekte.",
        copyright: TF,
      },
      {
        key: "grimlockG1Flagship",
        title: "Grimlock G1 Flagship",
        subtitle: "Der Anführer der Dinobots wird vom Roboter zum T-Rex.",
        copyright: TF,
      },
      {
        key: "flagshipOptimusPrime",
        title: "Flagship Optimus Prime",
        subtitle: "Der Anführer der Autobots verwandelt sich selbst in einen Truck.",
        copyright: TF,
      },
      {
        key: "flagshipMegatron",
        title: "Flagship Megatron",
        subtitle: "Der Anführer der Decepticons, bis ins letzte Bauteil durchdacht.",
        copyright: TF,
      },
    ],
  },
  section3: {
    title: "Mehr Spaß im Leben",
    tiles: [
      {
        key: "k1ProInterstellarScout",
        title: "K1 Pro Interstellar Scout",
        subtitle: "Bewegungen und Geschichten per Drag-and-drop programmieren.",
      },
      {
        key: "bumblebeeG1Performance",
        title: "Bumblebee G1 Performance",
        subtitle: "Der klassische Späher, bereit zum Tanzen und Auftreten.",
        copyright: TF,
      },
      { key: "aiBase", title: "KI-Basis", subtitle: "Bringt natürliche Gespräche zu deinem Elite-Roboter." },
    ],
  },
  softwareEcosystem: {
    title: "Software-Ökosystem",
    subtitle: "Neue Bewegungen und Geschichten für deinen Roboter erstellen, teilen und herunterladen.",
    items: [
      {
        key: "hub",
        title: "Mechaforge Hub",
        subtitle: "Die Community-Plattform: Programme teilen und Kreationen anderer herunterladen.",
        cta: "Zum Hub",
        link: "https://hub.mechaforge.com/de",
      },
      {
        key: "studio",
        title: "Mechaforge Studio",
        subtitle: "Das Kreativstudio: Aktionen und Sprachbefehle am PC oder Smartphone bauen.",
        cta: "Studio öffnen",
        link: "https://studio.mechaforge.com/de",
      },
    ],
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
