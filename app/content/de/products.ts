import type { ProductCopy } from "../product.schema";

const products: ProductCopy = {
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
  learnMore: {
    flagshipOptimusPrime: {
      tagline: "Der Anführer der Autobots verwandelt sich selbst in seinen Truck.",
      description: [
        "Flagship Optimus Prime wechselt auf einen Sprachbefehl vom Roboter zum Truck und zurück.",
        "Neue Bewegungen in der Mechaforge-App programmieren und im Hub teilen.",
      ],
    },
    flagshipMegatron: {
      tagline: "Der Anführer der Decepticons, bis ins letzte Bauteil durchdacht.",
      description: [
        "Flagship Megatron verwandelt sich auf Befehl und antwortet mit eigenen Sätzen und Soundeffekten.",
        "Dieser Roboter ist derzeit nicht auf Lager; neue Geräte sind unterwegs.",
      ],
    },
    grimlockG1Flagship: {
      tagline: "Ich Grimlock: eben noch Roboter, jetzt T-Rex.",
      description: [
        "Der Anführer der Dinobots verwandelt sich per Sprachbefehl zwischen Roboter und Dinosaurier – mit Gebrüll.",
        "Läuft, brüllt und performt in beiden Modi.",
      ],
    },
    buzzLightyearSpaceRangerAlpha: {
      tagline: "Die Space-Ranger-Alpha-Rüstung, gebaut für Sammler.",
      description: [
        "Buzz Lightyear in Space-Ranger-Alpha-Rüstung mit Licht, Sound und beweglichen Flügeln.",
        "Mit der Mechaforge-App kommen neue Sätze und Bewegungen hinzu.",
      ],
    },
    k1ProInterstellarScout: {
      tagline: "Der programmierbare Roboter für junge Kreative.",
      description: [
        "K1 Pro läuft, tanzt und erzählt Geschichten, die du mit Blöcken programmierst.",
        "Hört auf Sprachbefehle und lernt mit neuen Lektionen in der App.",
      ],
    },
    optimusPrimeRiseOfTheBeastsSignatureLimitedEdition: {
      tagline: "Eine signierte, nummerierte Auflage von Optimus Prime aus Rise of the Beasts.",
      description: [
        "Jedes Exemplar trägt eine nummerierte Plakette und Goldakzente.",
        "Die limitierte Auflage ist ausverkauft und wird nicht neu aufgelegt.",
      ],
    },
    bumblebeeG1Performance: {
      tagline: "Der klassische Autobot-Späher, bereit für die Bühne.",
      description: [
        "Bumblebee G1 Performance tanzt, winkt und spricht im Stil der G1-Serie.",
        "Choreografien im Mechaforge Studio erstellen.",
      ],
    },
    aiBase: {
      tagline: "Natürliche Gespräche für deinen Elite-Roboter.",
      description: [
        "Stell Elite Optimus Prime auf die KI-Basis und sprich ganz normal mit ihm.",
        "Die Basis lädt den Roboter auch, während er darauf steht.",
      ],
    },
  },
};

export default products;
