// Product names, alt texts, learn-more copy and product page labels (de).
import type { ProductWords } from "../../product.schema";

const products: ProductWords = {
  labels: {
    price: "Preis",
    specs: "Technische Daten",
    gallery: "Galerie",
    overview: "Überblick",
    moreRobots: "Weitere Roboter",
    inPageMenu: "Auf dieser Seite",
    video: {
      unavailableTitle: "Video folgt in Kürze",
      unavailableText:
        "Dieses Video ist noch nicht veröffentlicht. Schau bald wieder vorbei oder folge uns in den sozialen Medien, um es zuerst zu sehen.",
      close: "Schließen",
    },
  },
  products: {
    flagshipBumblebee: {
      name: "Flagship Bumblebee",
      alt: "Illustration von Flagship Bumblebee, einem gelb-schwarzen, sich selbst verwandelnden Roboter",
    },
    toyStoryBuzzLightyear: {
      name: "Toy Story\nBuzz Lightyear",
      alt: "Illustration des Toy-Story-Roboters Buzz Lightyear im weiß-grün-violetten Raumanzug",
    },
    eliteOptimusPrime: {
      name: "Elite Optimus Prime",
      alt: "Illustration von Elite Optimus Prime, einem rot-blauen programmierbaren Roboter",
    },
    flagshipOptimusPrime: {
      name: "Flagship Optimus Prime",
      alt: "Illustration von Flagship Optimus Prime, einem großen rot-blauen, automatisch verwandelnden Roboter",
      learnMore: {
        tagline: "Der Anführer der Autobots verwandelt sich selbst in seinen Truck.",
        description: [
          "Flagship Optimus Prime wechselt auf einen Sprachbefehl vom Roboter zum Truck und zurück.",
          "Neue Bewegungen in der Mechaforge-App programmieren und im Hub teilen.",
        ],
      },
    },
    flagshipMegatron: {
      name: "Flagship Megatron",
      alt: "Illustration von Flagship Megatron, einem silber-violetten, automatisch verwandelnden Roboter",
      learnMore: {
        tagline: "Der Anführer der Decepticons, bis ins letzte Bauteil durchdacht.",
        description: [
          "Flagship Megatron verwandelt sich auf Befehl und antwortet mit eigenen Sätzen und Soundeffekten.",
          "Dieser Roboter ist derzeit nicht auf Lager; neue Geräte sind unterwegs.",
        ],
      },
    },
    grimlockG1Flagship: {
      name: "Grimlock G1 Flagship",
      shortName: "Grimlock",
      alt: "Illustration von Grimlock G1 Flagship, einem grau-goldenen Roboter, der zum T-Rex wird",
      learnMore: {
        tagline: "Ich Grimlock: eben noch Roboter, jetzt T-Rex.",
        description: [
          "Der Anführer der Dinobots verwandelt sich per Sprachbefehl zwischen Roboter und Dinosaurier – mit Gebrüll.",
          "Läuft, brüllt und performt in beiden Modi.",
        ],
      },
    },
    buzzLightyearSpaceRangerAlpha: {
      name: "Buzz Lightyear\n[small]Space Ranger Alpha[/small]",
      shortName: "Buzz Lightyear Space Ranger",
      alt: "Illustration von Buzz Lightyear Space Ranger Alpha in seiner Sammlerrüstung",
      learnMore: {
        tagline: "Die Space-Ranger-Alpha-Rüstung, gebaut für Sammler.",
        description: [
          "Buzz Lightyear in Space-Ranger-Alpha-Rüstung mit Licht, Sound und beweglichen Flügeln.",
          "Mit der Mechaforge-App kommen neue Sätze und Bewegungen hinzu.",
        ],
      },
    },
    interstellarScoutK1: {
      name: "K1 Interstellar Scout",
      alt: "Illustration des K1 Interstellar Scout, eines kleinen programmierbaren Roboters",
    },
    k1ProInterstellarScout: {
      name: "K1 Pro\n[small]Interstellar Scout[/small]",
      alt: "Illustration des K1 Pro Interstellar Scout, eines kleinen blauen programmierbaren Roboters",
      learnMore: {
        tagline: "Der programmierbare Roboter für junge Kreative.",
        description: [
          "K1 Pro läuft, tanzt und erzählt Geschichten, die du mit Blöcken programmierst.",
          "Hört auf Sprachbefehle und lernt mit neuen Lektionen in der App.",
        ],
      },
    },
    optimusPrimeRiseOfTheBeastsSignatureLimitedEdition: {
      name: "Optimus Prime\n[small]Rise of the Beasts – signierte Limited Edition[/small]",
      alt: "Illustration der signierten Limited Edition von Optimus Prime aus Rise of the Beasts mit Goldakzenten",
      learnMore: {
        tagline: "Eine signierte, nummerierte Auflage von Optimus Prime aus Rise of the Beasts.",
        description: [
          "Jedes Exemplar trägt eine nummerierte Plakette und Goldakzente.",
          "Die limitierte Auflage ist ausverkauft und wird nicht neu aufgelegt.",
        ],
      },
    },
    bumblebeeG1Performance: {
      name: "Bumblebee G1 Performance",
      shortName: "Bumblebee",
      alt: "Illustration von Bumblebee G1 Performance, dem klassischen gelben Autobot-Späher",
      learnMore: {
        tagline: "Der klassische Autobot-Späher, bereit für die Bühne.",
        description: [
          "Bumblebee G1 Performance tanzt, winkt und spricht im Stil der G1-Serie.",
          "Choreografien im Mechaforge Studio erstellen.",
        ],
      },
    },
    aiBase: {
      name: "KI-Basis",
      alt: "Illustration der KI-Basis, eines runden Sockels mit Leuchtring",
      learnMore: {
        tagline: "Natürliche Gespräche für deinen Elite-Roboter.",
        description: [
          "Stell Elite Optimus Prime auf die KI-Basis und sprich ganz normal mit ihm.",
          "Die Basis lädt den Roboter auch, während er darauf steht.",
        ],
      },
    },
    eliteOptimusPrimeAiBase: {
      name: "Elite Optimus Prime\n[small]+ KI-Basis im Set[/small]",
      alt: "Illustration von Elite Optimus Prime auf der KI-Basis",
    },
  },
};

export default products;
