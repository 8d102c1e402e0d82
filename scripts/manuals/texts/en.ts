// The manuals in English (us, uk, eu): the source the other languages are translated from.
import type { ManualTexts } from "./types";

export const en: ManualTexts = {
  language: "en",
  locale: "en",
  products: {
    "flagship-bumblebee": "Flagship Bumblebee",
    "flagship-optimus-prime": "Flagship Optimus Prime",
    "flagship-megatron": "Flagship Megatron",
    "grimlock-g1-flagship": "Grimlock G1 Flagship",
    "elite-optimus-prime": "Elite Optimus Prime",
    "bumblebee-g1-performance": "Bumblebee G1 Performance",
    "toy-story-buzz-lightyear": "Toy Story Buzz Lightyear",
    "buzz-lightyear-space-ranger-alpha": "Buzz Lightyear Space Ranger Alpha",
    "k1-interstellar-scout": "K1 Interstellar Scout",
    "k1-pro-interstellar-scout": "K1 Pro Interstellar Scout",
    "t9-interstellar-agent": "T9 Interstellar Agent",
    "t9-e-rover": "T9-E Rover",
    "ai-base": "AI Base",
  },
  coverLine: "User Manual",
  headings: {
    inBox: "In the box",
    safety: "Safety",
    charging: "Charging",
    gettingStarted: "Getting started",
    specs: "Specifications",
    warranty: "Warranty and support",
  },
  trademarks: "TRANSFORMERS is a trademark of Hasbro, used under license. Toy Story © Disney/Pixar.",
  safety: ({ n, common }) => [
    `Not suitable for children under ${n(common.minimumAge)} years. Contains small parts and moving joints that can pinch fingers.`,
    "Keep hair, loose clothing and fingers away from the joints while the robot moves or transforms.",
    `Operate on a flat, dry surface at least ${n(common.floorMetres)} m × ${n(common.floorMetres)} m, away from table edges, stairs and water.`,
    "Do not force limbs by hand while the robot is powered on; switch it off before posing it.",
    "Use only the supplied charger and cable. Stop using the robot if the battery swells, smells or gets hot.",
    "Do not disassemble the battery. Recycle it at a battery collection point, never with household waste.",
  ],
  charging: {
    common: ({ n, common }) => [
      "Switch the robot off, connect the supplied charger to the charging port and then to a wall socket.",
      "The status light is red while charging and turns green when the battery is full.",
      `Charge at room temperature (${n(common.chargingCelsius.min)}–${n(common.chargingCelsius.max)} °C). Do not leave the robot charging unattended for long periods.`,
      `If the robot will be stored for more than ${n(common.storeMonths)} month${common.storeMonths === 1 ? "" : "s"}, charge it to about ${n(common.storagePercent)}% first and top it up every ${n(common.topUpMonths)} months.`,
    ],
    typeCFirst: ({ n, prose }) =>
      `Use the supplied ${n(prose.adapterWatts ?? 0)} W adapter and Type-C cable; the port is behind the backpack cover.`,
    dock: () => [
      "Connect the power adapter to the AI Base and a wall socket; the ring light turns white.",
      "Place a compatible robot on the base to charge it and enable conversation mode.",
    ],
  },
  warranty: ({ n, common }) => [
    `Standard limited warranty: ${n(common.warrantyYears)} year${common.warrantyYears === 1 ? "" : "s"} from the date of purchase against defects in materials and workmanship.`,
    `Register your robot at the Product Registration page of your regional website to extend cover to ${n(common.registeredWarrantyYears)} years.`,
    `Premium Protection (Flagship series, valued at ${common.premiumProtection.currency} ${n(common.premiumProtection.amount)}) adds accidental-damage repairs; see Warranty Information.`,
    "Support: visit the Support page of your regional Mechaforge website or write to your regional support address.",
  ],
  specLabels: {
    servos: "Servos",
    chips: "Chips",
    microchips: "Microchips",
    components: "Components",
    audioClips: "Audio clips",
    voiceCommands: "Voice commands",
    soundEffects: "Sound effects",
    battery: "Battery",
    chargingTime: "Charging time",
    useTime: "Use time",
    connectivity: "Connectivity",
    chargingPort: "Charging port",
    weight: "Weight",
    input: "Input",
    compatibleWith: "Compatible with",
    warranty: "Standard warranty",
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
        return `${n(row.atLeast)}+`;
      case "battery":
        return `${n(row.mAh)} mAh, ${n(row.volts)} V${row.lithiumIon ? " lithium-ion" : ""}`;
      case "chargingTime":
        return `about ${n(row.minutes)} min${row.viaTypeC ? ` (Type-C, ${n(row.viaTypeC.watts)} W adapter)` : ""}`;
      case "useTime":
        return `about ${n(row.minutes)} min`;
      case "connectivity":
        return [
          row.wifiGHz ? `WiFi ${n(row.wifiGHz)} GHz` : "",
          `Bluetooth ${row.bluetooth}`,
          row.app ? "app control" : "",
        ]
          .filter(Boolean)
          .join(", ");
      case "chargingPort":
        return row.port;
      case "weight":
        return `net ${n(row.netKg)} kg, packaged ${n(row.packagedKg)} kg`;
      case "input":
        return `${n(row.volts)} V DC`;
      case "compatibleWith":
        return row.files.map(name).join(", ");
      case "warranty":
        return `${n(row.years)} ${row.years === 1 ? "year" : "years"}`;
    }
  },
  manuals: {
    "flagship-bumblebee": ({ product, n, prose, common }) => ({
      intro: `${product} converts between robot and car mode on its own and responds to voice commands and the Mechaforge app.`,
      inBox: [
        `${product} robot`,
        `Charger (${n(prose.chargerVolts ?? 0)} V) and cable`,
        "Blaster accessory",
        "Quick start card",
      ],
      gettingStarted: [
        `Hold the power button on the back for ${n(common.holdSeconds)} seconds until the eyes light up.`,
        'Say "Hey Bumblebee" and then a command, for example "Transform".',
        "Pair the Mechaforge app over Bluetooth to program new moves.",
      ],
    }),
    "flagship-optimus-prime": ({ product, n, common }) => ({
      intro: `${product} converts automatically between robot and truck mode and walks, talks and performs on command.`,
      inBox: [`${product} robot`, "Charger and cable", "Ion blaster and Energon axe", "Quick start card"],
      gettingStarted: [
        "Place the robot in truck mode on a flat surface.",
        `Press the power button under the cab for ${n(common.holdSeconds)} seconds.`,
        'Say "Hey Optimus, transform" to convert to robot mode.',
      ],
    }),
    "flagship-megatron": ({ product }) => ({
      intro: `${product} converts between robot and tank mode and answers to voice commands and the Mechaforge app.`,
      inBox: [`${product} robot`, "Charger and cable", "Fusion cannon", "Quick start card"],
      gettingStarted: [
        "Power on with the button on the rear of the tank turret.",
        'Say "Hey Megatron" followed by a command.',
        "Use the app to record custom poses and sequences.",
      ],
    }),
    "grimlock-g1-flagship": ({ product, n, common }) => ({
      intro: `${product} transforms between robot and T-rex mode, walks in both modes and roars on command.`,
      inBox: ["Grimlock robot", "Charger and cable", "Sword and blaster", "Quick start card"],
      gettingStarted: [
        "Stand Grimlock in T-rex mode with its tail on the ground.",
        `Hold the power button on the chest for ${n(common.holdSeconds)} seconds.`,
        'Say "Hey Grimlock, transform" to switch modes.',
      ],
    }),
    "elite-optimus-prime": ({ product, n, prose }) => ({
      intro: `${product} is a programmable, auto-converting robot with voice commands, sound effects and a coding editor.`,
      inBox: [`${product} robot`, "Charger and cable", "Ion blaster", "Quick start card"],
      gettingStarted: [
        "Press the power button on the back until the chest lights glow.",
        `Say "Hey Optimus" and one of the ${n(prose.voiceCommands ?? 0)} voice commands.`,
        "Open the Mechaforge app to program moves in the block editor.",
      ],
    }),
    "bumblebee-g1-performance": ({ product }) => ({
      intro: `${product} is a poseable performing robot with classic G1 styling, voice lines and app-driven shows.`,
      inBox: [`${product} robot`, "USB-C cable", "Display stand", "Quick start card"],
      gettingStarted: [
        "Power on with the switch on the back.",
        "Pair the Mechaforge app to start a performance.",
        "Return the robot to its stand after use.",
      ],
    }),
    "toy-story-buzz-lightyear": ({ n, prose }) => ({
      intro: `The interactive Buzz Lightyear robot speaks over ${n(prose.audioClips ?? 0)} audio clips, moves with ${n(prose.servos ?? 0)} servos and is controlled by voice and app.`,
      inBox: [
        "Buzz Lightyear robot",
        `${n(prose.adapterWatts ?? 0)} W adapter and Type-C cable`,
        "Display base",
        "Quick start card",
      ],
      gettingStarted: [
        "Press the button on Buzz's chest to wake him up.",
        'Say "Buzz Lightyear" and a phrase such as "To infinity and beyond".',
        "Connect the app over WiFi to edit actions on phone or PC.",
      ],
    }),
    "buzz-lightyear-space-ranger-alpha": ({ product, n, prose }) => ({
      intro: `${product} is the collector edition of Buzz with light-up wings and a display mode.`,
      inBox: [
        "Space Ranger Alpha robot",
        `${n(prose.adapterWatts ?? 0)} W adapter and Type-C cable`,
        "Display base",
        "Certificate card",
      ],
      gettingStarted: [
        "Press the chest button to power on.",
        'Say "Space Ranger, wings" to open the wings.',
        "Use display mode to keep the lights on while docked.",
      ],
    }),
    "k1-interstellar-scout": ({ product }) => ({
      intro: `${product} is a programmable robot for young creators, with graphical coding and voice control.`,
      inBox: ["K1 robot", "USB-C cable", "Sticker sheet", "Quick start card"],
      gettingStarted: [
        "Slide the power switch on the back.",
        "Open the Mechaforge app and choose K1.",
        "Try the first coding lesson in the app.",
      ],
    }),
    "k1-pro-interstellar-scout": () => ({
      intro: "K1 Pro adds a vision sensor to the Interstellar Scout.",
      inBox: ["K1 Pro robot", "USB-C cable", "Accessory pack", "Quick start card"],
      gettingStarted: [
        "Power on with the switch on the back.",
        "Pair in the Mechaforge app.",
        "Calibrate the vision sensor from the app settings.",
      ],
    }),
    "t9-interstellar-agent": ({ product }) => ({
      intro: `${product} converts between robot and sports-car mode and can be coded in the Mechaforge app.`,
      inBox: ["T9 robot", "USB-C cable", "Quick start card"],
      gettingStarted: [
        "Power on with the switch under the car body.",
        'Say "Transform" or use the app to switch modes.',
      ],
    }),
    "t9-e-rover": ({ product }) => ({
      intro: `${product} is the exploration variant of T9 with all-terrain wheels and a rover mode.`,
      inBox: ["T9-E robot", "USB-C cable", "Terrain wheel set", "Quick start card"],
      gettingStarted: ["Fit the terrain wheels before powering on.", "Switch on and choose T9-E in the app."],
    }),
    "ai-base": ({ product }) => ({
      intro: `The ${product} is a charging and conversation dock that lets compatible robots hold natural conversations.`,
      inBox: [product, "Power adapter", "Quick start card"],
      gettingStarted: [
        `Connect the ${product} to WiFi in the Mechaforge app.`,
        "Dock the robot and say its wake word.",
      ],
    }),
  },
};
