// The printable manuals the site serves (public/downloads/manuals/<file>.pdf), written from the product spec.
// English only: pdf-lib's standard fonts cover Latin text (see scripts/generate-manuals.js).

const SAFETY = [
  "Not suitable for children under 14 years. Contains small parts and moving joints that can pinch fingers.",
  "Keep hair, loose clothing and fingers away from the joints while the robot moves or transforms.",
  "Operate on a flat, dry surface at least 1 m x 1 m, away from table edges, stairs and water.",
  "Do not force limbs by hand while the robot is powered on; switch it off before posing it.",
  "Use only the supplied charger and cable. Stop using the robot if the battery swells, smells or gets hot.",
  "Do not disassemble the battery. Recycle it at a battery collection point, never with household waste.",
];

const CHARGING_COMMON = [
  "Switch the robot off, connect the supplied charger to the charging port and then to a wall socket.",
  "The status light is red while charging and turns green when the battery is full.",
  "Charge at room temperature (10-35 C). Do not leave the robot charging unattended for long periods.",
  "If the robot will be stored for more than a month, charge it to about 50% first and top it up every 3 months.",
];

const WARRANTY = [
  "Standard limited warranty: 1 year from the date of purchase against defects in materials and workmanship.",
  "Register your robot at the Product Registration page of your regional website to extend cover to 2 years.",
  "Premium Protection (Flagship series, valued at USD 119) adds accidental-damage repairs; see Warranty Information.",
  "Support: visit the Support page of your regional Mechaforge website or write to your regional support address.",
];

/** @typedef {{ file: string, name: string, series: string, intro: string, inBox: string[], specs: [string, string][], charging?: string[], gettingStarted: string[] }} ManualSource */

/** @type {ManualSource[]} */
export const MANUALS = [
  {
    file: "flagship-bumblebee",
    name: "Flagship Bumblebee",
    series: "Flagship Series",
    intro:
      "Flagship Bumblebee converts between robot and car mode on its own and responds to voice commands and the Mechaforge app.",
    inBox: ["Flagship Bumblebee robot", "Charger (12.6 V) and cable", "Blaster accessory", "Quick start card"],
    specs: [
      ["Servos", "31"],
      ["Chips", "67"],
      ["Battery", "2100 mAh, 11.1 V lithium-ion"],
      ["Charging time", "about 120 min"],
      ["Use time", "about 60 min"],
      ["Connectivity", "Bluetooth 5.0 BLE, app control"],
      ["Standard warranty", "1 year"],
    ],
    gettingStarted: [
      "Hold the power button on the back for 3 seconds until the eyes light up.",
      'Say "Hey Bumblebee" and then a command, for example "Transform".',
      "Pair the Mechaforge app over Bluetooth to program new moves.",
    ],
  },
  {
    file: "flagship-optimus-prime",
    name: "Flagship Optimus Prime",
    series: "Flagship Series",
    intro:
      "Flagship Optimus Prime converts automatically between robot and truck mode and walks, talks and performs on command.",
    inBox: ["Flagship Optimus Prime robot", "Charger and cable", "Ion blaster and Energon axe", "Quick start card"],
    specs: [
      ["Servos", "27"],
      ["Battery", "2000 mAh, 11.1 V lithium-ion"],
      ["Charging time", "about 120 min"],
      ["Use time", "about 50 min"],
      ["Connectivity", "Bluetooth 5.0 BLE, app control"],
      ["Standard warranty", "1 year"],
    ],
    gettingStarted: [
      "Place the robot in truck mode on a flat surface.",
      "Press the power button under the cab for 3 seconds.",
      'Say "Hey Optimus, transform" to convert to robot mode.',
    ],
  },
  {
    file: "flagship-megatron",
    name: "Flagship Megatron",
    series: "Flagship Series",
    intro:
      "Flagship Megatron converts between robot and tank mode and answers to voice commands and the Mechaforge app.",
    inBox: ["Flagship Megatron robot", "Charger and cable", "Fusion cannon", "Quick start card"],
    specs: [
      ["Servos", "30"],
      ["Battery", "2100 mAh, 11.1 V lithium-ion"],
      ["Charging time", "about 120 min"],
      ["Use time", "about 55 min"],
      ["Connectivity", "Bluetooth 5.0 BLE, app control"],
      ["Standard warranty", "1 year"],
    ],
    gettingStarted: [
      "Power on with the button on the rear of the tank turret.",
      'Say "Hey Megatron" followed by a command.',
      "Use the app to record custom poses and sequences.",
    ],
  },
  {
    file: "grimlock-g1-flagship",
    name: "Grimlock G1 Flagship",
    series: "Flagship Series",
    intro: "Grimlock G1 Flagship transforms between robot and T-rex mode, walks in both modes and roars on command.",
    inBox: ["Grimlock robot", "Charger and cable", "Sword and blaster", "Quick start card"],
    specs: [
      ["Servos", "34"],
      ["Battery", "2600 mAh, 11.1 V lithium-ion"],
      ["Charging time", "about 150 min"],
      ["Use time", "about 50 min"],
      ["Connectivity", "Bluetooth 5.0 BLE, app control"],
      ["Standard warranty", "1 year"],
    ],
    gettingStarted: [
      "Stand Grimlock in T-rex mode with its tail on the ground.",
      "Hold the power button on the chest for 3 seconds.",
      'Say "Hey Grimlock, transform" to switch modes.',
    ],
  },
  {
    file: "elite-optimus-prime",
    name: "Elite Optimus Prime",
    series: "Elite Series",
    intro:
      "Elite Optimus Prime is a programmable, auto-converting robot with voice commands, sound effects and a coding editor.",
    inBox: ["Elite Optimus Prime robot", "Charger and cable", "Ion blaster", "Quick start card"],
    specs: [
      ["Servos", "27"],
      ["Voice commands", "39"],
      ["Sound effects", "125"],
      ["Battery", "1800 mAh, 7.4 V lithium-ion"],
      ["Charging time", "about 100 min"],
      ["Use time", "about 45 min"],
      ["Standard warranty", "1 year"],
    ],
    gettingStarted: [
      "Press the power button on the back until the chest lights glow.",
      'Say "Hey Optimus" and one of the 39 voice commands.',
      "Open the Mechaforge app to program moves in the block editor.",
    ],
  },
  {
    file: "bumblebee-g1-performance",
    name: "Bumblebee G1 Performance",
    series: "Flagship Series",
    intro:
      "Bumblebee G1 Performance is a poseable performing robot with classic G1 styling, voice lines and app-driven shows.",
    inBox: ["Bumblebee G1 Performance robot", "USB-C cable", "Display stand", "Quick start card"],
    specs: [
      ["Servos", "20"],
      ["Battery", "1500 mAh, 7.4 V lithium-ion"],
      ["Charging time", "about 90 min"],
      ["Use time", "about 45 min"],
      ["Charging port", "USB Type-C"],
      ["Standard warranty", "1 year"],
    ],
    gettingStarted: [
      "Power on with the switch on the back.",
      "Pair the Mechaforge app to start a performance.",
      "Return the robot to its stand after use.",
    ],
  },
  {
    file: "toy-story-buzz-lightyear",
    name: "Toy Story Buzz Lightyear",
    series: "Disney Pixar Series",
    intro:
      "The interactive Buzz Lightyear robot speaks over 200 audio clips, moves with 23 servos and is controlled by voice and app.",
    inBox: ["Buzz Lightyear robot", "30 W adapter and Type-C cable", "Display base", "Quick start card"],
    specs: [
      ["Servos", "23"],
      ["Microchips", "75"],
      ["Components", "3000+"],
      ["Audio clips", "200+"],
      ["Battery", "1900 mAh, 11.1 V"],
      ["Charging time", "about 90 min (Type-C, 30 W adapter)"],
      ["Connectivity", "WiFi 2.4G, Bluetooth 5.0 BLE"],
      ["Weight", "net 1.7 kg, packaged 3.9 kg"],
      ["Standard warranty", "1 year"],
    ],
    charging: [
      "Use the supplied 30 W adapter and Type-C cable; the port is behind the backpack cover.",
      ...CHARGING_COMMON.slice(1),
    ],
    gettingStarted: [
      "Press the button on Buzz's chest to wake him up.",
      'Say "Buzz Lightyear" and a phrase such as "To infinity and beyond".',
      "Connect the app over WiFi 2.4G to edit actions on phone or PC.",
    ],
  },
  {
    file: "buzz-lightyear-space-ranger-alpha",
    name: "Buzz Lightyear Space Ranger Alpha",
    series: "Disney Pixar Series",
    intro: "Buzz Lightyear Space Ranger Alpha is the collector edition of Buzz with light-up wings and a display mode.",
    inBox: ["Space Ranger Alpha robot", "30 W adapter and Type-C cable", "Display base", "Certificate card"],
    specs: [
      ["Servos", "23"],
      ["Audio clips", "200+"],
      ["Battery", "1900 mAh, 11.1 V"],
      ["Charging time", "about 90 min"],
      ["Connectivity", "WiFi 2.4G, Bluetooth 5.0 BLE"],
      ["Standard warranty", "1 year"],
    ],
    gettingStarted: [
      "Press the chest button to power on.",
      'Say "Space Ranger, wings" to open the wings.',
      "Use display mode to keep the lights on while docked.",
    ],
  },
  {
    file: "k1-interstellar-scout",
    name: "K1 Interstellar Scout",
    series: "Interstellar Series",
    intro: "K1 Interstellar Scout is a programmable robot for young creators, with graphical coding and voice control.",
    inBox: ["K1 robot", "USB-C cable", "Sticker sheet", "Quick start card"],
    specs: [
      ["Servos", "17"],
      ["Battery", "1200 mAh, 7.4 V lithium-ion"],
      ["Charging time", "about 90 min"],
      ["Use time", "about 60 min"],
      ["Charging port", "USB Type-C"],
      ["Standard warranty", "1 year"],
    ],
    gettingStarted: [
      "Slide the power switch on the back.",
      "Open the Mechaforge app and choose K1.",
      "Try the first coding lesson in the app.",
    ],
  },
  {
    file: "k1-pro-interstellar-scout",
    name: "K1 Pro Interstellar Scout",
    series: "Interstellar Series",
    intro: "K1 Pro adds a vision sensor, more servos and longer play time to the Interstellar Scout.",
    inBox: ["K1 Pro robot", "USB-C cable", "Accessory pack", "Quick start card"],
    specs: [
      ["Servos", "22"],
      ["Battery", "1500 mAh, 7.4 V lithium-ion"],
      ["Charging time", "about 90 min"],
      ["Use time", "about 70 min"],
      ["Connectivity", "Bluetooth 5.0 BLE"],
      ["Standard warranty", "1 year"],
    ],
    gettingStarted: [
      "Power on with the switch on the back.",
      "Pair in the Mechaforge app.",
      "Calibrate the vision sensor from the app settings.",
    ],
  },
  {
    file: "t9-interstellar-agent",
    name: "T9 Interstellar Agent",
    series: "Interstellar Series",
    intro: "T9 Interstellar Agent converts between robot and sports-car mode and can be coded in the Mechaforge app.",
    inBox: ["T9 robot", "USB-C cable", "Quick start card"],
    specs: [
      ["Servos", "15"],
      ["Battery", "1200 mAh, 7.4 V lithium-ion"],
      ["Charging time", "about 80 min"],
      ["Use time", "about 45 min"],
      ["Standard warranty", "1 year"],
    ],
    gettingStarted: ["Power on with the switch under the car body.", 'Say "Transform" or use the app to switch modes.'],
  },
  {
    file: "t9-e-rover",
    name: "T9-E Rover",
    series: "Interstellar Series",
    intro: "T9-E Rover is the exploration variant of T9 with all-terrain wheels and a rover mode.",
    inBox: ["T9-E robot", "USB-C cable", "Terrain wheel set", "Quick start card"],
    specs: [
      ["Servos", "15"],
      ["Battery", "1400 mAh, 7.4 V lithium-ion"],
      ["Charging time", "about 90 min"],
      ["Use time", "about 50 min"],
      ["Standard warranty", "1 year"],
    ],
    gettingStarted: ["Fit the terrain wheels before powering on.", "Switch on and choose T9-E in the app."],
  },
  {
    file: "ai-base",
    name: "AI Base",
    series: "Accessories",
    intro: "The AI Base is a charging and conversation dock that lets compatible robots hold natural conversations.",
    inBox: ["AI Base", "Power adapter", "Quick start card"],
    specs: [
      ["Input", "12 V DC"],
      ["Connectivity", "WiFi 2.4G, Bluetooth 5.0 BLE"],
      ["Compatible with", "Elite Optimus Prime, Flagship Bumblebee"],
      ["Standard warranty", "1 year"],
    ],
    charging: [
      "Connect the power adapter to the AI Base and a wall socket; the ring light turns white.",
      "Place a compatible robot on the base to charge it and enable conversation mode.",
    ],
    gettingStarted: ["Connect the AI Base to WiFi in the Mechaforge app.", "Dock the robot and say its wake word."],
  },
];

export { SAFETY, CHARGING_COMMON, WARRANTY };
