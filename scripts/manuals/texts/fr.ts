// Les manuels d'utilisation en français (fr). Our translation from English: the product team's qualified review is
// still to come (docs/decisions/355-manuals-in-each-language.md).
import type { ManualTexts } from "./types";

export const fr: ManualTexts = {
  language: "fr",
  locale: "fr-FR",
  products: {
    "flagship-bumblebee": "Flagship Bumblebee",
    "flagship-optimus-prime": "Flagship Optimus Prime",
    "flagship-megatron": "Flagship Megatron",
    "grimlock-g1-flagship": "Grimlock G1 Flagship",
    "elite-optimus-prime": "Elite Optimus Prime",
    "bumblebee-g1-performance": "Bumblebee G1 Performance",
    "toy-story-buzz-lightyear": "Toy Story Buzz l'Éclair",
    "buzz-lightyear-space-ranger-alpha": "Buzz l'Éclair Space Ranger Alpha",
    "k1-interstellar-scout": "K1 Interstellar Scout",
    "k1-pro-interstellar-scout": "K1 Pro Interstellar Scout",
    "t9-interstellar-agent": "T9 Interstellar Agent",
    "t9-e-rover": "T9-E Rover",
    "ai-base": "AI Base",
  },
  coverLine: "Manuel d'utilisation",
  headings: {
    inBox: "Contenu de la boîte",
    safety: "Consignes de sécurité",
    charging: "Charge",
    gettingStarted: "Prise en main",
    specs: "Caractéristiques techniques",
    warranty: "Garantie et assistance",
  },
  trademarks: "TRANSFORMERS est une marque de Hasbro, utilisée sous licence. Toy Story © Disney/Pixar.",
  safety: ({ n, common }) => [
    `Ne convient pas aux enfants de moins de ${n(common.minimumAge)} ans. Contient de petites pièces et des articulations mobiles qui peuvent pincer les doigts.`,
    "Tenez les cheveux, les vêtements amples et les doigts éloignés des articulations lorsque le robot bouge ou se transforme.",
    `Utilisez le robot sur une surface plane et sèche d'au moins ${n(common.floorMetres)} m × ${n(common.floorMetres)} m, loin des bords de table, des escaliers et de l'eau.`,
    "Ne forcez pas les membres à la main lorsque le robot est allumé ; éteignez-le avant de le mettre en pose.",
    "Utilisez uniquement le chargeur et le câble fournis. Cessez d'utiliser le robot si la batterie gonfle, dégage une odeur ou chauffe.",
    "Ne démontez pas la batterie. Déposez-la dans un point de collecte des piles et batteries, jamais avec les ordures ménagères.",
  ],
  charging: {
    common: ({ n, common }) => [
      "Éteignez le robot, branchez le chargeur fourni sur le port de charge, puis sur une prise murale.",
      "Le voyant d'état est rouge pendant la charge et passe au vert lorsque la batterie est pleine.",
      `Chargez à température ambiante (${n(common.chargingCelsius.min)} à ${n(common.chargingCelsius.max)} °C). Ne laissez pas le robot en charge sans surveillance pendant de longues périodes.`,
      `Si le robot doit être rangé plus de ${n(common.storeMonths)} mois, chargez-le d'abord à environ ${n(common.storagePercent)} % et rechargez-le tous les ${n(common.topUpMonths)} mois.`,
    ],
    typeCFirst: ({ n, prose }) =>
      `Utilisez l'adaptateur ${n(prose.adapterWatts ?? 0)} W et le câble Type-C fournis ; le port se trouve derrière le cache du sac à dos.`,
    dock: ({ product }) => [
      `Branchez l'adaptateur secteur sur l'${product} et sur une prise murale ; l'anneau lumineux s'allume en blanc.`,
      "Posez un robot compatible sur la base pour le charger et activer le mode conversation.",
    ],
  },
  warranty: ({ n, common }) => [
    `Garantie limitée standard : ${n(common.warrantyYears)} an${common.warrantyYears === 1 ? "" : "s"} à compter de la date d'achat contre les défauts de matériaux et de fabrication.`,
    `Enregistrez votre robot sur la page « Enregistrement du produit » de votre site régional pour étendre la couverture à ${n(common.registeredWarrantyYears)} ans.`,
    `Premium Protection (série Flagship, d'une valeur de ${n(common.premiumProtection.amount)} ${common.premiumProtection.currency}) ajoute la réparation des dommages accidentels ; voir « Informations sur la garantie ».`,
    "Assistance : consultez la page Assistance du site Mechaforge de votre région ou écrivez à l'adresse d'assistance de votre région.",
  ],
  specLabels: {
    servos: "Servomoteurs",
    chips: "Puces",
    microchips: "Micropuces",
    components: "Composants",
    audioClips: "Extraits audio",
    voiceCommands: "Commandes vocales",
    soundEffects: "Effets sonores",
    battery: "Batterie",
    chargingTime: "Temps de charge",
    useTime: "Autonomie",
    connectivity: "Connectivité",
    chargingPort: "Port de charge",
    weight: "Poids",
    input: "Alimentation",
    compatibleWith: "Compatible avec",
    warranty: "Garantie standard",
  },
  specValue: (row, { n, name }) => {
    switch (row.label) {
      case "servos":
      case "chips":
      case "microchips":
      case "voiceCommands":
      case "soundEffects":
        return n(row.count);
      case "components":
      case "audioClips":
        return `plus de ${n(row.atLeast)}`;
      case "battery":
        return `${n(row.mAh)} mAh, ${n(row.volts)} V${row.lithiumIon ? ", lithium-ion" : ""}`;
      case "chargingTime":
        return `env. ${n(row.minutes)} min${row.viaTypeC ? ` (Type-C, adaptateur ${n(row.viaTypeC.watts)} W)` : ""}`;
      case "useTime":
        return `env. ${n(row.minutes)} min`;
      case "connectivity":
        return [
          row.wifiGHz ? `Wi-Fi ${n(row.wifiGHz)} GHz` : "",
          `Bluetooth ${row.bluetooth}`,
          row.app ? "contrôle par application" : "",
        ]
          .filter(Boolean)
          .join(", ");
      case "chargingPort":
        return row.port;
      case "weight":
        return `net ${n(row.netKg)} kg, emballé ${n(row.packagedKg)} kg`;
      case "input":
        return `${n(row.volts)} V courant continu`;
      case "compatibleWith":
        return row.files.map(name).join(", ");
      case "warranty":
        return `${n(row.years)} ${row.years === 1 ? "an" : "ans"}`;
    }
  },
  manuals: {
    "flagship-bumblebee": ({ product, n, prose, common }) => ({
      intro: `${product} passe seul du mode robot au mode voiture et répond aux commandes vocales et à l'application Mechaforge.`,
      inBox: [
        `Robot ${product}`,
        `Chargeur (${n(prose.chargerVolts ?? 0)} V) et câble`,
        "Blaster (accessoire)",
        "Guide de démarrage rapide",
      ],
      gettingStarted: [
        `Maintenez le bouton marche/arrêt situé dans le dos enfoncé pendant ${n(common.holdSeconds)} secondes, jusqu'à ce que les yeux s'allument.`,
        "Dites « Hey Bumblebee » puis une commande, par exemple « Transform » (transformation).",
        "Associez l'application Mechaforge en Bluetooth pour programmer de nouveaux mouvements.",
      ],
    }),
    "flagship-optimus-prime": ({ product, n, common }) => ({
      intro: `${product} passe automatiquement du mode robot au mode camion, marche, parle et donne un spectacle sur commande.`,
      inBox: [`Robot ${product}`, "Chargeur et câble", "Blaster ionique et hache Energon", "Guide de démarrage rapide"],
      gettingStarted: [
        "Posez le robot en mode camion sur une surface plane.",
        `Appuyez sur le bouton marche/arrêt situé sous la cabine pendant ${n(common.holdSeconds)} secondes.`,
        "Dites « Hey Optimus, transform » pour passer en mode robot.",
      ],
    }),
    "flagship-megatron": ({ product }) => ({
      intro: `${product} passe du mode robot au mode char et répond aux commandes vocales et à l'application Mechaforge.`,
      inBox: [`Robot ${product}`, "Chargeur et câble", "Canon à fusion", "Guide de démarrage rapide"],
      gettingStarted: [
        "Allumez-le avec le bouton situé à l'arrière de la tourelle.",
        "Dites « Hey Megatron » suivi d'une commande.",
        "Utilisez l'application pour enregistrer vos propres poses et séquences.",
      ],
    }),
    "grimlock-g1-flagship": ({ product, n, common }) => ({
      intro: `${product} passe du mode robot au mode T-rex, marche dans les deux modes et rugit sur commande.`,
      inBox: ["Robot Grimlock", "Chargeur et câble", "Épée et blaster", "Guide de démarrage rapide"],
      gettingStarted: [
        "Posez Grimlock debout en mode T-rex, la queue au sol.",
        `Maintenez le bouton marche/arrêt situé sur la poitrine enfoncé pendant ${n(common.holdSeconds)} secondes.`,
        "Dites « Hey Grimlock, transform » pour changer de mode.",
      ],
    }),
    "elite-optimus-prime": ({ product, n, prose }) => ({
      intro: `${product} est un robot programmable à transformation automatique, doté de commandes vocales, d'effets sonores et d'un éditeur de programmation.`,
      inBox: [`Robot ${product}`, "Chargeur et câble", "Blaster ionique", "Guide de démarrage rapide"],
      gettingStarted: [
        "Appuyez sur le bouton marche/arrêt situé dans le dos jusqu'à ce que la poitrine s'illumine.",
        `Dites « Hey Optimus » puis l'une des ${n(prose.voiceCommands ?? 0)} commandes vocales.`,
        "Ouvrez l'application Mechaforge pour programmer des mouvements dans l'éditeur par blocs.",
      ],
    }),
    "bumblebee-g1-performance": ({ product }) => ({
      intro: `${product} est un robot de spectacle articulé au style G1 classique, avec répliques vocales et spectacles pilotés par l'application.`,
      inBox: [`Robot ${product}`, "Câble USB-C", "Support d'exposition", "Guide de démarrage rapide"],
      gettingStarted: [
        "Allumez-le avec l'interrupteur situé dans le dos.",
        "Associez l'application Mechaforge pour lancer un spectacle.",
        "Replacez le robot sur son support après utilisation.",
      ],
    }),
    "toy-story-buzz-lightyear": ({ n, prose }) => ({
      intro: `Le robot interactif Buzz l'Éclair prononce plus de ${n(prose.audioClips ?? 0)} extraits audio, bouge grâce à ${n(prose.servos ?? 0)} servomoteurs et se commande à la voix et par application.`,
      inBox: [
        "Robot Buzz l'Éclair",
        `Adaptateur ${n(prose.adapterWatts ?? 0)} W et câble Type-C`,
        "Socle d'exposition",
        "Guide de démarrage rapide",
      ],
      gettingStarted: [
        "Appuyez sur le bouton situé sur la poitrine de Buzz pour le réveiller.",
        "Dites « Buzz Lightyear » puis une phrase comme « To infinity and beyond » (Vers l'infini et au-delà).",
        "Connectez l'application en Wi-Fi pour modifier les actions sur téléphone ou sur ordinateur.",
      ],
    }),
    "buzz-lightyear-space-ranger-alpha": ({ product, n, prose }) => ({
      intro: `${product} est l'édition collector de Buzz, avec ailes lumineuses et mode exposition.`,
      inBox: [
        "Robot Space Ranger Alpha",
        `Adaptateur ${n(prose.adapterWatts ?? 0)} W et câble Type-C`,
        "Socle d'exposition",
        "Certificat d'authenticité",
      ],
      gettingStarted: [
        "Appuyez sur le bouton de la poitrine pour l'allumer.",
        "Dites « Space Ranger, wings » pour déployer les ailes.",
        "Le mode exposition garde les lumières allumées lorsque le robot est sur son socle.",
      ],
    }),
    "k1-interstellar-scout": ({ product }) => ({
      intro: `${product} est un robot programmable pour les jeunes créateurs, avec programmation graphique et commande vocale.`,
      inBox: ["Robot K1", "Câble USB-C", "Planche d'autocollants", "Guide de démarrage rapide"],
      gettingStarted: [
        "Faites glisser l'interrupteur situé dans le dos.",
        "Ouvrez l'application Mechaforge et choisissez K1.",
        "Essayez la première leçon de programmation dans l'application.",
      ],
    }),
    "k1-pro-interstellar-scout": () => ({
      intro: "K1 Pro ajoute un capteur de vision à l'Interstellar Scout.",
      inBox: ["Robot K1 Pro", "Câble USB-C", "Kit d'accessoires", "Guide de démarrage rapide"],
      gettingStarted: [
        "Allumez-le avec l'interrupteur situé dans le dos.",
        "Associez-le dans l'application Mechaforge.",
        "Étalonnez le capteur de vision depuis les réglages de l'application.",
      ],
    }),
    "t9-interstellar-agent": ({ product }) => ({
      intro: `${product} passe du mode robot au mode voiture de sport et se programme dans l'application Mechaforge.`,
      inBox: ["Robot T9", "Câble USB-C", "Guide de démarrage rapide"],
      gettingStarted: [
        "Allumez-le avec l'interrupteur situé sous la carrosserie.",
        "Dites « Transform » ou utilisez l'application pour changer de mode.",
      ],
    }),
    "t9-e-rover": ({ product }) => ({
      intro: `${product} est la version exploration du T9, avec roues tout-terrain et mode rover.`,
      inBox: ["Robot T9-E", "Câble USB-C", "Jeu de roues tout-terrain", "Guide de démarrage rapide"],
      gettingStarted: [
        "Montez les roues tout-terrain avant d'allumer le robot.",
        "Allumez-le et choisissez T9-E dans l'application.",
      ],
    }),
    "ai-base": ({ product }) => ({
      intro: `L'${product} est une station de charge et de conversation qui permet aux robots compatibles de tenir des conversations naturelles.`,
      inBox: [product, "Adaptateur secteur", "Guide de démarrage rapide"],
      gettingStarted: [
        `Connectez l'${product} au Wi-Fi dans l'application Mechaforge.`,
        "Posez le robot sur la base et prononcez son mot d'activation.",
      ],
    }),
  },
};
