// Die Bedienungsanleitungen auf Deutsch (de). Our translation from English: the product team's qualified review is
// still to come (docs/decisions/355-manuals-in-each-language.md).
import type { ManualTexts } from "./types";

export const de: ManualTexts = {
  language: "de",
  locale: "de-DE",
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
    "ai-base": "KI-Basis",
  },
  coverLine: "Bedienungsanleitung",
  headings: {
    inBox: "Lieferumfang",
    safety: "Sicherheitshinweise",
    charging: "Laden",
    gettingStarted: "Erste Schritte",
    specs: "Technische Daten",
    warranty: "Garantie und Kundenservice",
  },
  trademarks: "TRANSFORMERS ist eine Marke von Hasbro und wird unter Lizenz verwendet. Toy Story © Disney/Pixar.",
  safety: ({ n, common }) => [
    `Nicht geeignet für Kinder unter ${n(common.minimumAge)} Jahren. Enthält Kleinteile und bewegliche Gelenke, an denen Finger eingeklemmt werden können.`,
    "Halten Sie Haare, lose Kleidung und Finger von den Gelenken fern, solange sich der Roboter bewegt oder verwandelt.",
    `Betreiben Sie den Roboter auf einer ebenen, trockenen Fläche von mindestens ${n(common.floorMetres)} m × ${n(common.floorMetres)} m, fern von Tischkanten, Treppen und Wasser.`,
    "Bewegen Sie Arme und Beine nicht mit Gewalt, solange der Roboter eingeschaltet ist; schalten Sie ihn aus, bevor Sie ihn in Pose bringen.",
    "Verwenden Sie nur das mitgelieferte Ladegerät und Kabel. Benutzen Sie den Roboter nicht weiter, wenn der Akku sich aufbläht, riecht oder heiß wird.",
    "Zerlegen Sie den Akku nicht. Geben Sie ihn an einer Sammelstelle für Altbatterien ab, niemals in den Hausmüll.",
  ],
  charging: {
    common: ({ n, common }) => [
      "Schalten Sie den Roboter aus, schließen Sie das mitgelieferte Ladegerät an die Ladebuchse an und stecken Sie es dann in die Steckdose.",
      "Die Statusleuchte ist beim Laden rot und wird grün, sobald der Akku voll ist.",
      `Laden Sie bei Raumtemperatur (${n(common.chargingCelsius.min)}–${n(common.chargingCelsius.max)} °C). Lassen Sie den Roboter nicht über längere Zeit unbeaufsichtigt laden.`,
      `Wenn Sie den Roboter länger als ${n(common.storeMonths)} Monat${common.storeMonths === 1 ? "" : "e"} lagern, laden Sie ihn vorher auf etwa ${n(common.storagePercent)} % und laden Sie ihn alle ${n(common.topUpMonths)} Monate nach.`,
    ],
    typeCFirst: ({ n, prose }) =>
      `Verwenden Sie das mitgelieferte ${n(prose.adapterWatts ?? 0)}-W-Netzteil und das Type-C-Kabel; die Buchse liegt hinter der Abdeckung des Rucksacks.`,
    dock: ({ product }) => [
      `Verbinden Sie das Netzteil mit der ${product} und einer Steckdose; der Leuchtring wird weiß.`,
      "Stellen Sie einen kompatiblen Roboter auf die Basis, um ihn zu laden und den Gesprächsmodus einzuschalten.",
    ],
  },
  warranty: ({ n, common }) => [
    `Beschränkte Standardgarantie: ${n(common.warrantyYears)} Jahr${common.warrantyYears === 1 ? "" : "e"} ab Kaufdatum auf Material- und Verarbeitungsfehler.`,
    `Registrieren Sie Ihren Roboter auf der Seite „Produktregistrierung“ Ihrer regionalen Website, um die Garantie auf ${n(common.registeredWarrantyYears)} Jahre zu verlängern.`,
    `Premium Protection (Flagship-Serie, im Wert von ${n(common.premiumProtection.amount)} ${common.premiumProtection.currency}) deckt zusätzlich Reparaturen nach Unfallschäden ab; siehe „Garantieinformationen“.`,
    "Kundenservice: Besuchen Sie die Support-Seite Ihrer regionalen Mechaforge-Website oder schreiben Sie an die dort genannte Support-Adresse.",
  ],
  specLabels: {
    servos: "Servomotoren",
    chips: "Chips",
    microchips: "Mikrochips",
    components: "Bauteile",
    audioClips: "Audioclips",
    voiceCommands: "Sprachbefehle",
    soundEffects: "Soundeffekte",
    battery: "Akku",
    chargingTime: "Ladezeit",
    useTime: "Spielzeit",
    connectivity: "Verbindung",
    chargingPort: "Ladebuchse",
    weight: "Gewicht",
    input: "Eingang",
    compatibleWith: "Kompatibel mit",
    warranty: "Standardgarantie",
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
        return `über ${n(row.atLeast)}`;
      case "battery":
        return `${n(row.mAh)} mAh, ${n(row.volts)} V${row.lithiumIon ? ", Lithium-Ionen" : ""}`;
      case "chargingTime":
        return `ca. ${n(row.minutes)} min${row.viaTypeC ? ` (Type-C, ${n(row.viaTypeC.watts)}-W-Netzteil)` : ""}`;
      case "useTime":
        return `ca. ${n(row.minutes)} min`;
      case "connectivity":
        return [
          row.wifiGHz ? `WLAN ${n(row.wifiGHz)} GHz` : "",
          `Bluetooth ${row.bluetooth}`,
          row.app ? "App-Steuerung" : "",
        ]
          .filter(Boolean)
          .join(", ");
      case "chargingPort":
        return row.port;
      case "weight":
        return `netto ${n(row.netKg)} kg, verpackt ${n(row.packagedKg)} kg`;
      case "input":
        return `${n(row.volts)} V Gleichstrom`;
      case "compatibleWith":
        return row.files.map(name).join(", ");
      case "warranty":
        return `${n(row.years)} ${row.years === 1 ? "Jahr" : "Jahre"}`;
    }
  },
  manuals: {
    "flagship-bumblebee": ({ product, n, prose, common }) => ({
      intro: `${product} verwandelt sich selbstständig zwischen Roboter- und Automodus und reagiert auf Sprachbefehle und die Mechaforge-App.`,
      inBox: [
        `Roboter ${product}`,
        `Ladegerät (${n(prose.chargerVolts ?? 0)} V) und Kabel`,
        "Blaster als Zubehör",
        "Schnellstartkarte",
      ],
      gettingStarted: [
        `Halten Sie die Ein-/Aus-Taste auf dem Rücken ${n(common.holdSeconds)} Sekunden lang gedrückt, bis die Augen leuchten.`,
        "Sagen Sie „Hey Bumblebee“ und dann einen Befehl, zum Beispiel „Transform“ (Verwandeln).",
        "Koppeln Sie die Mechaforge-App über Bluetooth, um neue Bewegungen zu programmieren.",
      ],
    }),
    "flagship-optimus-prime": ({ product, n, common }) => ({
      intro: `${product} verwandelt sich automatisch zwischen Roboter- und Truckmodus und läuft, spricht und führt auf Befehl Aktionen vor.`,
      inBox: [`Roboter ${product}`, "Ladegerät und Kabel", "Ionenblaster und Energon-Axt", "Schnellstartkarte"],
      gettingStarted: [
        "Stellen Sie den Roboter im Truckmodus auf eine ebene Fläche.",
        `Drücken Sie die Ein-/Aus-Taste unter dem Führerhaus ${n(common.holdSeconds)} Sekunden lang.`,
        "Sagen Sie „Hey Optimus, transform“, damit er sich in den Robotermodus verwandelt.",
      ],
    }),
    "flagship-megatron": ({ product }) => ({
      intro: `${product} verwandelt sich zwischen Roboter- und Panzermodus und reagiert auf Sprachbefehle und die Mechaforge-App.`,
      inBox: [`Roboter ${product}`, "Ladegerät und Kabel", "Fusionskanone", "Schnellstartkarte"],
      gettingStarted: [
        "Schalten Sie ihn mit der Taste an der Rückseite des Panzerturms ein.",
        "Sagen Sie „Hey Megatron“ und danach einen Befehl.",
        "Mit der App nehmen Sie eigene Posen und Abläufe auf.",
      ],
    }),
    "grimlock-g1-flagship": ({ product, n, common }) => ({
      intro: `${product} verwandelt sich zwischen Roboter- und T-Rex-Modus, läuft in beiden Modi und brüllt auf Befehl.`,
      inBox: ["Roboter Grimlock", "Ladegerät und Kabel", "Schwert und Blaster", "Schnellstartkarte"],
      gettingStarted: [
        "Stellen Sie Grimlock im T-Rex-Modus auf, den Schwanz auf dem Boden.",
        `Halten Sie die Ein-/Aus-Taste auf der Brust ${n(common.holdSeconds)} Sekunden lang gedrückt.`,
        "Sagen Sie „Hey Grimlock, transform“, um den Modus zu wechseln.",
      ],
    }),
    "elite-optimus-prime": ({ product, n, prose }) => ({
      intro: `${product} ist ein programmierbarer, sich selbst verwandelnder Roboter mit Sprachbefehlen, Soundeffekten und einem Programmiereditor.`,
      inBox: [`Roboter ${product}`, "Ladegerät und Kabel", "Ionenblaster", "Schnellstartkarte"],
      gettingStarted: [
        "Drücken Sie die Ein-/Aus-Taste auf dem Rücken, bis die Lichter auf der Brust leuchten.",
        `Sagen Sie „Hey Optimus“ und einen der ${n(prose.voiceCommands ?? 0)} Sprachbefehle.`,
        "Öffnen Sie die Mechaforge-App, um Bewegungen im Blockeditor zu programmieren.",
      ],
    }),
    "bumblebee-g1-performance": ({ product }) => ({
      intro: `${product} ist ein beweglicher Showroboter im klassischen G1-Stil, mit Sprachausgabe und Shows aus der App.`,
      inBox: [`Roboter ${product}`, "USB-C-Kabel", "Displayständer", "Schnellstartkarte"],
      gettingStarted: [
        "Schalten Sie ihn mit dem Schalter auf dem Rücken ein.",
        "Koppeln Sie die Mechaforge-App, um eine Show zu starten.",
        "Stellen Sie den Roboter nach dem Spielen wieder auf seinen Ständer.",
      ],
    }),
    "toy-story-buzz-lightyear": ({ n, prose }) => ({
      intro: `Der interaktive Buzz-Lightyear-Roboter spricht über ${n(prose.audioClips ?? 0)} Audioclips, bewegt sich mit ${n(prose.servos ?? 0)} Servomotoren und wird per Sprache und App gesteuert.`,
      inBox: [
        "Roboter Buzz Lightyear",
        `${n(prose.adapterWatts ?? 0)}-W-Netzteil und Type-C-Kabel`,
        "Displaysockel",
        "Schnellstartkarte",
      ],
      gettingStarted: [
        "Drücken Sie die Taste auf Buzz’ Brust, um ihn zu wecken.",
        "Sagen Sie „Buzz Lightyear“ und einen Satz wie „To infinity and beyond“ (Bis zur Unendlichkeit und noch viel weiter).",
        "Verbinden Sie die App über WLAN, um Aktionen am Smartphone oder PC zu bearbeiten.",
      ],
    }),
    "buzz-lightyear-space-ranger-alpha": ({ product, n, prose }) => ({
      intro: `${product} ist die Sammleredition von Buzz mit leuchtenden Flügeln und einem Displaymodus.`,
      inBox: [
        "Roboter Space Ranger Alpha",
        `${n(prose.adapterWatts ?? 0)}-W-Netzteil und Type-C-Kabel`,
        "Displaysockel",
        "Echtheitszertifikat",
      ],
      gettingStarted: [
        "Drücken Sie zum Einschalten die Taste auf der Brust.",
        "Sagen Sie „Space Ranger, wings“, um die Flügel zu öffnen.",
        "Im Displaymodus bleiben die Lichter an, während der Roboter auf dem Sockel steht.",
      ],
    }),
    "k1-interstellar-scout": ({ product }) => ({
      intro: `${product} ist ein programmierbarer Roboter für junge Tüftler, mit grafischer Programmierung und Sprachsteuerung.`,
      inBox: ["Roboter K1", "USB-C-Kabel", "Stickerbogen", "Schnellstartkarte"],
      gettingStarted: [
        "Schieben Sie den Schalter auf dem Rücken auf „Ein“.",
        "Öffnen Sie die Mechaforge-App und wählen Sie K1.",
        "Probieren Sie die erste Programmierlektion in der App aus.",
      ],
    }),
    "k1-pro-interstellar-scout": () => ({
      intro: "K1 Pro ergänzt den Interstellar Scout um einen Kamerasensor.",
      inBox: ["Roboter K1 Pro", "USB-C-Kabel", "Zubehörset", "Schnellstartkarte"],
      gettingStarted: [
        "Schalten Sie ihn mit dem Schalter auf dem Rücken ein.",
        "Koppeln Sie ihn in der Mechaforge-App.",
        "Kalibrieren Sie den Kamerasensor in den Einstellungen der App.",
      ],
    }),
    "t9-interstellar-agent": ({ product }) => ({
      intro: `${product} verwandelt sich zwischen Roboter- und Sportwagenmodus und lässt sich in der Mechaforge-App programmieren.`,
      inBox: ["Roboter T9", "USB-C-Kabel", "Schnellstartkarte"],
      gettingStarted: [
        "Schalten Sie ihn mit dem Schalter unter der Karosserie ein.",
        "Sagen Sie „Transform“ oder wechseln Sie den Modus in der App.",
      ],
    }),
    "t9-e-rover": ({ product }) => ({
      intro: `${product} ist die Erkundungsvariante des T9 mit Geländerädern und einem Rovermodus.`,
      inBox: ["Roboter T9-E", "USB-C-Kabel", "Geländeradsatz", "Schnellstartkarte"],
      gettingStarted: [
        "Montieren Sie die Geländeräder, bevor Sie ihn einschalten.",
        "Schalten Sie ihn ein und wählen Sie in der App T9-E.",
      ],
    }),
    "ai-base": ({ product }) => ({
      intro: `Die ${product} ist eine Lade- und Gesprächsstation, mit der kompatible Roboter natürliche Gespräche führen.`,
      inBox: [product, "Netzteil", "Schnellstartkarte"],
      gettingStarted: [
        `Verbinden Sie die ${product} in der Mechaforge-App mit dem WLAN.`,
        "Stellen Sie den Roboter auf die Basis und sagen Sie sein Aktivierungswort.",
      ],
    }),
  },
};
