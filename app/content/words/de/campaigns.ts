// Campaign page words (de). Dates and amounts are placeholders filled from the schedule and the campaign facts.
import type { CampaignsWords } from "../../campaign.schema";

const campaigns: CampaignsWords = {
  shopProduct: "{name} entdecken",
  blackFriday: {
    stages: [
      { name: "Early Black Friday", dates: "{stage1:day}. – {stage1Last:short}" },
      { name: "Black Friday", dates: "{stage2:day}. – {stage2Last:short}" },
      { name: "Cyber Monday", dates: "{stage3:short} – {last:short}" },
    ],
    banners: {
      banner1: {
        title: "Early Black Friday",
        discount: "Bis zu 140 € sparen",
        discountDescribe:
          "Frühe Angebote für Elite Optimus Prime, K1 und Bumblebee – und ab {tier1} Bestellwert eine Tasse gratis.",
        time: "{stage1:day}. – {stage1Last}",
        bgAlt: "Silhouette von Elite Optimus Prime vor einem goldenen Black-Friday-Himmel",
      },
      banner2: {
        title: "Black Friday & Cyber Monday",
        discount: "Bis zu 30 % Rabatt",
        discountDescribe:
          "Unsere niedrigsten Preise des Jahres für verwandelbare Roboter – am Cyber Monday kommen neue Angebote dazu.",
        time: "{stage2} – {last}",
        bgAlt: "Grimlock und Optimus Prime stehen sich unter einem Neon-Raster gegenüber",
      },
    },
    subscribe: {
      title: "Black-Friday-Angebote zuerst erhalten",
      describe: "Melde dich an – wir schreiben dir, sobald ein neues Angebot freigeschaltet wird.",
      label: "E-Mail-Adresse",
      placeholder: "Deine E-Mail-Adresse",
      submitBtn: "Abonnieren",
      success: "Danke für dein Abo! Freu dich auf exklusive Black-Friday-Angebote und Rabatte!",
    },
    benefits: {
      title: "Sicher einkaufen",
      items: {
        priceGuarantee: { label: "30 Tage Preisgarantie", alt: "Preisschild mit Schild" },
        returns: { label: "14 Tage Rückgabe und Umtausch", alt: "Paket mit Rückgabepfeil" },
        membership: { label: "Doppelte Punkte für Mitglieder", alt: "Mitgliedsabzeichen" },
        shipping: { label: "Kostenloser Versand in Deutschland", alt: "Lieferwagen" },
        support: { label: "Kundenservice 7 Tage die Woche", alt: "Headset" },
        warranty: { label: "2 Jahre Garantie", alt: "Schild mit Haken" },
      },
    },
    timeline: { title: "Drei Phasen, dreimal sparen" },
    countdown: { title: "Neue Angebote in", finalTitle: "Angebote enden in" },
    moreSurprises: {
      describe: "In jeder Phase warten neue Überraschungen",
      subDescribe:
        "Am {giftDay} erhalten die ersten 3 Bestellungen einen signierten Kunstdruck. Preise mit „BALD FREIGESCHALTET“ erscheinen zu Beginn ihrer Phase.",
    },
    labels: {
      listPrice: "UVP",
      stagePrice: "Preis je Phase",
      ended: "Beendet",
      now: "Jetzt",
      tabsLabel: "Zu einem Abschnitt springen",
      groupsLabel: "Produktkategorien",
      learnMoreAbout: "Mehr erfahren über",
    },
    products: {
      "30": {
        describe: "27 Servos, 39 Sprachbefehle und 125 Soundeffekte.",
        alt: "Elite Optimus Prime im Robotermodus",
      },
      k1: { describe: "Der programmierbare Roboter für junge Tüftler.", alt: "Roboter K1 Interstellar Scout" },
      "30ai": {
        describe: "Sprich mit Optimus: das Bundle mit der AI Base.",
        alt: "Elite Optimus Prime auf der AI Base",
        identify: "BUNDLE",
      },
      bumblebee: {
        describe: "Der klassische Autobot-Späher, der auf Befehl auftritt.",
        alt: "Roboter Bumblebee G1 Performance",
      },
      grimlock: {
        describe: "Der Dinobot-Anführer verwandelt sich selbst vom Roboter zum T-Rex.",
        alt: "Grimlock G1 Flagship im Dinosauriermodus",
        identify: "NUR AM CYBER MONDAY",
        extendedWarranty: "Premium-Schutz inklusive",
      },
      buzz: {
        describe: "Der Space Ranger für Sammler, mit Sprachsteuerung.",
        alt: "Roboter Buzz Lightyear Space Ranger Alpha",
      },
      buzz2: {
        describe: "23 Servos, über 200 Sprachclips, Sprach- und App-Steuerung.",
        alt: "Roboter Toy Story Buzz Lightyear mit ausgeklappten Flügeln",
        identify: "NEU",
      },
      megatron: {
        describe: "Der Decepticon-Anführer mit automatischer Verwandlung.",
        alt: "Roboter Flagship Megatron",
        identify: "LIMITIERTE EDITION",
      },
    },
    productsPreview: {
      title: "Angebotsvorschau",
      content:
        "Die Preise jeder Phase auf einen Blick: Die aktuellen Preise gelten jetzt, weitere werden Phase für Phase freigeschaltet.",
    },
    groups: {
      title: "Alle Angebote",
      items: {
        webExclusive: {
          label: "Nur online",
          title: "Nur auf mechaforge.com",
          content: "Bundles, die es nirgendwo sonst gibt.",
        },
        hotDeals: { label: "Top-Deals", title: "Die beliebtesten Angebote" },
        newReleases: { label: "Neuheiten", title: "Gerade gelandet", content: "Neue Roboter zum Einführungspreis." },
        premiumProtection: {
          label: "Premium-Schutz",
          title: "2 Jahre Premium-Schutz inklusive",
          content: "Flagship-Roboter erhalten während des Sales den Premium-Schutz.",
        },
      },
    },
    specialOffers: {
      title: "Sonderangebote",
      items: {
        insulatedCup: {
          title: "Gratis-Tasse ab {tier1}",
          content: "Ab {tier1} Bestellwert gibt es eine Mechaforge-Tasse gratis, solange der Vorrat reicht.",
          alt: "Mechaforge-Geschenk mit goldenem Logo",
          btn: "Jetzt shoppen",
        },
        clothing: {
          title: "Gratis-T-Shirt ab {tier2}",
          content:
            "Ab {tier2} Bestellwert legen wir ein Mechaforge-T-Shirt bei (Größen XL–XXXL; ohne Angabe eine zufällige Größe).",
          alt: "Paket mit Tempo-Streifen",
        },
      },
    },
    luckyDraw: {
      title: "Gewinnspiel",
      describe: "Jede Bestellung im Sale nimmt an der Verlosung von 3 limitierten Artbooks teil.",
      alt: "Limitiertes Mechaforge-Artbook",
      content: [
        "Gib bei der Bestellung eine korrekte E-Mail-Adresse an, um teilzunehmen.",
        "Die Gewinner werden vor dem {drawResults:year} in unseren sozialen Medien bekannt gegeben.",
        "Die Preise werden innerhalb einer Woche nach der Bekanntgabe verschickt.",
      ],
    },
    giftGuide: {
      title: "Noch unentschlossen?",
      describe: "Unser Geschenkeführer findet für jeden Fan den passenden Roboter.",
      btn: "Zum Geschenkeführer",
    },
    tieredRewards: {
      title: "Mehr kaufen, mehr bekommen",
      describe: "Geschenke werden automatisch zu deiner Bestellung hinzugefügt.",
      gifts: {
        insulatedCup: { title: "Mechaforge-Tasse gratis", describe: "Solange der Vorrat reicht." },
        clothing: { title: "Mechaforge-T-Shirt gratis", describe: "Größen XL–XXXL; ohne Angabe eine zufällige Größe." },
      },
    },
    membersOnly: {
      title: "Angebote nur für Mitglieder",
      items: {
        welcomeCode: {
          title: "5 % auf deine erste Bestellung",
          subTitle: "Willkommenscode",
          describe: "Erstelle ein Mechaforge-Konto und erhalte einen Willkommenscode über 5 % per E-Mail.",
          btn: "Mitglied werden",
          alt: "Willkommens-Rabattkarte",
        },
        doublePoints: {
          title: "Doppelte Prämienpunkte",
          subTitle: "Während des ganzen Sales",
          describe: "Mitglieder sammeln vom {stage1} bis {last} doppelte Punkte.",
          btn: "Anmelden",
          alt: "Prämienpunkte-Münze",
        },
      },
    },
    tabs: { "special-offers": "Sonderangebote", "lucky-draw": "Gewinnspiel", "members-only-offers": "Für Mitglieder" },
    termsAndConditions: {
      title: "Teilnahmebedingungen",
      content: [
        "Early Black Friday beginnt am {stage1:year} um {stage1:hour}:{stage1:minute} Uhr MEZ, Black Friday am {stage2} um {stage2:hour}:{stage2:minute} Uhr MEZ; Cyber Monday beginnt am {stage3} um {stage3:hour}:{stage3:minute} Uhr MEZ und endet am {last:year} um {last:hour}:{last:minute} Uhr MEZ.",
        "Preise in Euro inkl. MwSt., kostenloser Versand innerhalb Deutschlands. Während des Sales kann der Versand 3–5 Tage länger dauern.",
        "30 Tage Preisgarantie: Sinkt der Preis eines zwischen dem {guaranteeFrom} und {guaranteeUntil} gekauften Artikels innerhalb von 30 Tagen, erstatten wir die Differenz.",
      ],
    },
    termsAndConditions2: {
      title: "Bedingungen für Geschenke und Gewinnspiel",
      content: [
        "Die Tasse gibt es ab {tier1}, das T-Shirt ab {tier2} Bestellwert, solange der Vorrat reicht. Die ersten 3 Bestellungen am {giftDay} erhalten einen signierten Kunstdruck.",
        "Gewinnspiel: 3 limitierte Artbooks; eine korrekte E-Mail-Adresse bei der Bestellung ist erforderlich. Bekanntgabe vor dem {drawResults:year}.",
        "Rückgabe: 14 Tage ab Lieferung. Geschenke sind mit der zugehörigen Bestellung zurückzusenden.",
      ],
    },
  },
  christmas: {
    stages: [
      { name: "Weihnachts-Sale", dates: "{stage1:day}. – {stage1Last:short}" },
      { name: "Neujahrs-Sale", dates: "{stage2:day}. – {last:short}" },
    ],
    banners: {
      banner1: {
        title: "Weihnachts-Sale",
        discount: "Bis zu 30 % Rabatt",
        discountDescribe:
          "Geschenke, die sich verwandeln: Festtagspreise für unsere Roboter und ab {tier1} eine Tasse gratis.",
        time: "{stage1:day}. – {stage1Last}",
        bgAlt: "Optimus Prime neben einem leuchtenden Weihnachtsbaum und verpackten Geschenken",
      },
      banner2: {
        title: "Neujahrs-Sale",
        discount: "Verwandelt ins Jahr {nextYear}",
        discountDescribe: "Die Festtagspreise gelten bis Silvester.",
        time: "{stage2:day}. – {last}",
        bgAlt: "Feuerwerk über einer Roboter-Skyline",
      },
    },
    subscribe: {
      title: "Bleib auf dem Laufenden",
      describe: "Geschenkideen, Neuheiten und Mitgliederangebote per E-Mail.",
      label: "E-Mail-Adresse",
      placeholder: "Deine E-Mail-Adresse",
      submitBtn: "Abonnieren",
      success: "Erfolgreich abonniert!",
    },
    benefits: {
      title: "Entspannt schenken",
      items: {
        priceGuarantee: { label: "30 Tage Preisgarantie", alt: "Preisschild mit Schild" },
        returns: { label: "Verlängerte Rückgabe bis {returnsUntil:year}", alt: "Paket mit Rückgabepfeil" },
        membership: { label: "Doppelte Punkte für Mitglieder", alt: "Mitgliedsabzeichen" },
        shipping: { label: "Kostenloser Versand in Deutschland", alt: "Lieferwagen" },
        support: { label: "Kundenservice 7 Tage die Woche", alt: "Headset" },
        warranty: { label: "2 Jahre Garantie", alt: "Schild mit Haken" },
      },
    },
    timeline: { title: "Der Festtagskalender" },
    countdown: { title: "Neujahrs-Sale beginnt in", finalTitle: "Sale endet in" },
    moreSurprises: {
      describe: "Verpackt und bereit",
      subDescribe: "Bestelle bis zum {orderBy} für eine Lieferung vor Weihnachten innerhalb Deutschlands.",
    },
    labels: {
      listPrice: "UVP",
      stagePrice: "Preis je Phase",
      ended: "Beendet",
      now: "Jetzt",
      tabsLabel: "Zu einem Abschnitt springen",
      groupsLabel: "Geschenkkategorien",
      learnMoreAbout: "Mehr erfahren über",
    },
    products: {
      "30": { describe: "Der Autobot-Anführer mit 27 Servos.", alt: "Elite Optimus Prime im Robotermodus" },
      k1: { describe: "Der erste Roboter zum Bauen und Programmieren.", alt: "Roboter K1 Interstellar Scout" },
      "30ai": {
        describe: "Das Bundle, das antwortet.",
        alt: "Elite Optimus Prime auf der AI Base",
        identify: "BUNDLE",
      },
      bumblebee: { describe: "Ein gelber Freund unterm Baum.", alt: "Roboter Bumblebee G1 Performance" },
      grimlock: {
        describe: "Ich Grimlock, bestes Geschenk.",
        alt: "Grimlock G1 Flagship im Dinosauriermodus",
        identify: "40. JUBILÄUM",
      },
      buzz: {
        describe: "Bis zur Unendlichkeit und noch viel weiter – per Sprachbefehl.",
        alt: "Roboter Buzz Lightyear Space Ranger Alpha",
      },
      buzz2: {
        describe: "Über 200 Sprachclips und App-Steuerung.",
        alt: "Roboter Toy Story Buzz Lightyear mit ausgeklappten Flügeln",
        identify: "NEU",
      },
      megatron: {
        describe: "Der Decepticon-Anführer als nummerierte Jubiläumsedition.",
        alt: "Roboter Flagship Megatron",
        identify: "LIMITIERTE 40. EDITION",
      },
    },
    productsPreview: {
      title: "Die Geschenke der Saison",
      content: "Unsere meistgewünschten Roboter zu Festtagspreisen.",
    },
    groups: {
      title: "Das perfekte Geschenk finden",
      items: {
        bestValueGifts: { label: "Preis-Leistungs-Tipps", title: "Große Freude, kleiner Preis" },
        curatedGifts: {
          label: "Unsere Auswahl",
          title: "Von unserem Team ausgewählt",
          content: "Für Fans, die schon alles haben.",
        },
        limited40th: {
          label: "Limitierte 40. Edition",
          title: "40 Jahre Transformers",
          content: "Nummerierte Jubiläumseditionen, solange der Vorrat reicht.",
        },
        newReleases: { label: "Neuheiten", title: "Gerade gelandet" },
      },
    },
    specialOffers: {
      title: "Sonderangebote",
      items: {
        insulatedCup: {
          title: "Gratis-Tasse ab {tier1}",
          content: "Ab {tier1} Bestellwert gibt es eine Mechaforge-Tasse gratis.",
          alt: "Weihnachtlich verpacktes Mechaforge-Geschenk",
          btn: "Geschenke ansehen",
        },
        clothing: {
          title: "Gratis-T-Shirt ab {tier2}",
          content: "Ab {tier2} Bestellwert legen wir ein Mechaforge-T-Shirt bei (Größen XL–XXXL).",
          alt: "Paket mit Tempo-Streifen",
        },
      },
    },
    luckyDraw: {
      title: "Weihnachtsgewinnspiel",
      describe: "Jede Bestellung zu den Feiertagen nimmt an der Verlosung von 3 limitierten Artbooks teil.",
      alt: "Limitiertes Mechaforge-Artbook",
      content: [
        "Gib bei der Bestellung eine korrekte E-Mail-Adresse an, um teilzunehmen.",
        "Die Gewinner werden im {drawResults:monthYear} in unseren sozialen Medien bekannt gegeben.",
        "Die Preise werden innerhalb einer Woche nach der Bekanntgabe verschickt.",
      ],
    },
    giftGuide: {
      title: "Weihnachts-Geschenkeführer",
      describe: "Ideen für jedes Alter – vom ersten Programmieren bis zur Sammlervitrine.",
      btn: "Zum Geschenkeführer",
    },
    tieredRewards: {
      title: "Festtagsgeschenke",
      describe: "Geschenke werden automatisch zu deiner Bestellung hinzugefügt.",
      gifts: {
        insulatedCup: { title: "Mechaforge-Tasse gratis", describe: "Solange der Vorrat reicht." },
        clothing: { title: "Mechaforge-T-Shirt gratis", describe: "Größen XL–XXXL; ohne Angabe eine zufällige Größe." },
      },
    },
    membersOnly: {
      title: "Angebote nur für Mitglieder",
      items: {
        welcomeCode: {
          title: "5 % auf deine erste Bestellung",
          subTitle: "Willkommenscode",
          describe: "Erstelle ein Mechaforge-Konto und erhalte einen Willkommenscode über 5 % per E-Mail.",
          btn: "Mitglied werden",
          alt: "Willkommens-Rabattkarte",
        },
        doublePoints: {
          title: "Doppelte Prämienpunkte",
          subTitle: "Über die Feiertage",
          describe: "Mitglieder sammeln bis {last} doppelte Punkte.",
          btn: "Anmelden",
          alt: "Prämienpunkte-Münze",
        },
      },
    },
    tabs: { "special-offers": "Sonderangebote", "lucky-draw": "Gewinnspiel", "members-only-offers": "Für Mitglieder" },
    termsAndConditions: {
      title: "Teilnahmebedingungen",
      content: [
        "Der Weihnachts-Sale beginnt am {stage1:year} um {stage1:hour}:{stage1:minute} Uhr MEZ, der Neujahrs-Sale am {stage2:year} um {stage2:hour}:{stage2:minute} Uhr MEZ und endet am {last:year} um {last:hour}:{last:minute} Uhr MEZ.",
        "Preise in Euro inkl. MwSt., kostenloser Versand innerhalb Deutschlands.",
        "Verlängerte Rückgabe: Im Sale gekaufte Artikel können bis zum {returnsUntil:year} zurückgegeben werden.",
      ],
    },
    termsAndConditions2: {
      title: "Bedingungen für Geschenke und Gewinnspiel",
      content: [
        "Die Tasse gibt es ab {tier1}, das T-Shirt ab {tier2} Bestellwert, solange der Vorrat reicht.",
        "Gewinnspiel: Eine korrekte E-Mail-Adresse bei der Bestellung ist erforderlich.",
      ],
    },
  },
};

export default campaigns;
