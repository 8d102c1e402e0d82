// Support, policy and FAQ pages (de).
import type { SupportContent } from "../../support.schema";

const support: SupportContent = {
  ui: { updated: "Zuletzt aktualisiert", contents: "Auf dieser Seite" },
  pages: {
    support: {
      title: "Support-Center",
      intro: [
        "Ersteinrichtung, Anleitung oder Reparatur? Hier geht es los. Unser Team antwortet auf Deutsch innerhalb eines Werktags.",
      ],
      sections: [
        {
          heading: "Erste Schritte",
          links: [
            { label: "Bedienungsanleitungen", link: "manuals", text: "Die Anleitung zu jedem Roboter als PDF." },
            {
              label: "Download-Center",
              link: "download-center",
              text: "Mechaforge-App, Creation Studio und Firmware.",
            },
            { label: "FAQ", link: "faq", text: "Schnelle Antworten zu Einrichtung, Laden, Bestellung und Versand." },
            {
              label: "Produktregistrierung",
              link: "product-registration",
              text: "Herstellergarantie auf 2 Jahre verlängern.",
            },
          ],
        },
        {
          heading: "Bestellungen, Rücksendungen und Reparaturen",
          links: [
            {
              label: "Rücksendungen und Reparaturen (RMA)",
              link: "return-manufacturer",
              text: "Rücksendung, Umtausch oder Garantiereparatur beantragen.",
            },
            {
              label: "Garantie",
              link: "warranty-information",
              text: "Gewährleistung, Herstellergarantie und Premium Protection.",
            },
            { label: "Versand", link: "shipping-policy", text: "Lieferzeiten, Kosten und Sendungsverfolgung." },
            {
              label: "Technischen Support kontaktieren",
              link: "technical-support",
              text: "E-Mail, Telefon und Servicezeiten.",
            },
          ],
        },
        {
          heading: "Bevor Sie uns kontaktieren",
          list: [
            "Laden Sie den Roboter vollständig auf und starten Sie ihn neu.",
            "Aktualisieren Sie die Mechaforge-App und die Firmware des Roboters.",
            "Halten Sie Bestellnummer und Seriennummer (Aufkleber unter der Akkuabdeckung) bereit.",
          ],
        },
      ],
    },
    "download-center": {
      title: "Download-Center",
      intro: ["Alles, was Sie zum Einrichten, Programmieren und Aktualisieren Ihres Mechaforge-Roboters brauchen."],
      sections: [
        {
          heading: "Mechaforge-App",
          paragraphs: [
            "Steuern Sie Ihren Roboter, lösen Sie Sprachsätze aus, programmieren Sie Bewegungen im Block-Editor und installieren Sie Updates. Ab iOS 15 bzw. Android 9.",
          ],
          links: [
            { label: "Für iPhone und iPad herunterladen", link: "https://download.mechaforge.com/app/ios" },
            { label: "Für Android herunterladen", link: "https://download.mechaforge.com/app/android" },
          ],
        },
        {
          heading: "Creation Studio für PC und Mac",
          paragraphs: ["Der Profi-Editor für Bild-für-Bild-Choreografien mit Zeitleiste, Ton und Licht."],
          links: [
            { label: "Creation Studio für Windows", link: "https://download.mechaforge.com/studio/windows" },
            { label: "Creation Studio für macOS", link: "https://download.mechaforge.com/studio/macos" },
          ],
        },
        {
          heading: "Firmware",
          paragraphs: [
            "Die Firmware wird über die App installiert: Roboter verbinden, Einstellungen › Firmware öffnen und den Roboter während des Updates (etwa 10 Minuten) am Ladegerät lassen.",
          ],
        },
        {
          heading: "Bedienungsanleitungen",
          links: [
            {
              label: "Alle Anleitungen",
              link: "manuals",
              text: "Sicherheit, Laden und technische Daten jedes Roboters.",
            },
          ],
        },
      ],
    },
    "warranty-information": {
      title: "Garantie und Gewährleistung",
      intro: [
        "Für jeden in Deutschland verkauften Mechaforge-Roboter gelten die gesetzliche Gewährleistung und zusätzlich unsere Herstellergarantie.",
      ],
      updated: "2024-11-25",
      sections: [
        {
          heading: "Gesetzliche Gewährleistung",
          paragraphs: [
            "Der Verkäufer haftet 2 Jahre ab Lieferung für Sachmängel (§§ 434 ff. BGB). Bei Käufen im offiziellen Shop ist das die Mechaforge Robotics Europe B.V.; Sie können kostenlos Nacherfüllung durch Reparatur oder Ersatz verlangen. Die Herstellergarantie lässt diese Rechte unberührt.",
          ],
        },
        {
          heading: "Herstellergarantie",
          list: [
            "1 Jahr ab Lieferung, wie in den technischen Daten jedes Produkts angegeben.",
            "2 Jahre, wenn Sie Ihren Roboter innerhalb von 60 Tagen nach Lieferung registrieren – inklusive kostenloser Abholung zur Reparatur.",
            "Ladegeräte und Akkus: 1 Jahr. Ein Akku mit mindestens 70 % der ursprünglichen Kapazität gilt als verschlissen, nicht als defekt.",
          ],
        },
        {
          heading: "Premium Protection",
          paragraphs: [
            "Roboter der Flagship-Serie aus dem offiziellen Shop enthalten Premium Protection (Wert 119 €): 2 Jahre lang eine Reparatur bei Unfallschäden, kostenloser Hin- und Rückversand und bevorzugte Bearbeitung.",
          ],
        },
        {
          heading: "Nicht abgedeckt",
          list: [
            "Normale Abnutzung und optische Spuren.",
            "Schäden durch gewaltsames Bewegen der Gelenke, Flüssigkeiten oder fremde Ladegeräte.",
            "Roboter, die von Dritten geöffnet, verändert oder repariert wurden.",
          ],
        },
        {
          heading: "Garantiefall melden",
          paragraphs: [
            "Senden Sie eine RMA-Anfrage mit Bestellnummer, Seriennummer und Fehlerbeschreibung. Wir antworten innerhalb eines Werktags.",
          ],
        },
      ],
      cta: {
        title: "Reparatur nötig?",
        text: "Stellen Sie Ihre Anfrage online und erhalten Sie sofort eine Referenznummer.",
        label: "RMA beantragen",
        link: "return-manufacturer",
      },
    },
    "shipping-policy": {
      title: "Versand und Lieferung",
      intro: [
        "Wir liefern aus unserem Lager in den Niederlanden nach ganz Deutschland. Alle Preise inkl. MwSt., ohne Zollgebühren.",
      ],
      updated: "2024-11-25",
      sections: [
        {
          heading: "Bearbeitung",
          paragraphs: [
            "Bestellungen lagernder Artikel, die werktags vor 12 Uhr eingehen, versenden wir am selben oder nächsten Werktag.",
            "Während Aktionen wie Black Friday oder dem Weihnachtsverkauf kann sich die Lieferung um 3–5 Tage verzögern. Wir informieren Sie per E-Mail, falls Ihre Bestellung betroffen ist.",
          ],
        },
        {
          heading: "Lieferzeiten und Kosten",
          list: [
            "Standardversand (DHL): kostenlos, 2–4 Werktage.",
            "Expressversand: 14,95 €, kostenlos ab 739 € Bestellwert.",
            "Lieferung an Packstationen ist möglich.",
          ],
        },
        {
          heading: "Vorbestellungen",
          paragraphs: [
            "Vorbestellte Roboter versenden wir, sobald Ware eintrifft, im auf der Produktseite genannten Zeitraum.",
          ],
        },
        {
          heading: "Beschädigte oder verlorene Sendungen",
          paragraphs: [
            "Kommt Ihr Paket beschädigt an, bewahren Sie die Verpackung auf und melden Sie sich innerhalb von 7 Tagen mit Fotos. Ist ein Paket 10 Tage nach Versand nicht angekommen, forschen wir beim Versanddienstleister nach und senden Ersatz oder erstatten den Kaufpreis.",
          ],
        },
      ],
    },
    "technical-support": {
      title: "Technischen Support kontaktieren",
      intro: [
        "Unser europäisches Team hilft Ihnen auf Deutsch bei Einrichtung, App-Verbindung, Firmware, Bestellungen und Reparaturen.",
      ],
      sections: [
        {
          heading: "Kontakt",
          contacts: [
            { label: "E-Mail", value: "support-eu@mechaforge.com", href: "mailto:support-eu@mechaforge.com" },
            { label: "Telefon", value: "+31 20 555 0199", href: "tel:+31205550199" },
            { label: "Servicezeiten", value: "Montag bis Freitag, 9–18 Uhr" },
            {
              label: "Postanschrift",
              value: "Mechaforge Robotics Europe B.V., Herengracht 420, 1017 BZ Amsterdam, Niederlande",
            },
          ],
        },
        {
          heading: "So helfen wir Ihnen schneller",
          list: [
            "Ihre Bestellnummer bzw. Ort und Datum des Kaufs.",
            "Die Seriennummer vom Aufkleber unter der Akkuabdeckung.",
            "Wenn möglich, ein kurzes Video des Problems.",
          ],
        },
        {
          heading: "Weitere Hilfe",
          links: [
            { label: "FAQ", link: "faq", text: "Antworten auf häufige Fragen." },
            {
              label: "Rücksendungen und Reparaturen (RMA)",
              link: "return-manufacturer",
              text: "Anfrage online stellen.",
            },
          ],
        },
      ],
    },
    "about-us": {
      title: "Über Mechaforge",
      intro: [
        "Wir bauen die Roboter, die wir uns als Kinder gewünscht haben: lizenzierte Figuren, die sich wirklich verwandeln, laufen und sprechen.",
      ],
      sections: [
        {
          heading: "Wer wir sind",
          paragraphs: [
            "Mechaforge Robotics wurde 2016 in Shenzhen von Robotik-Ingenieuren und leidenschaftlichen Sammlern gegründet. Heute entwickeln, bauen und betreuen mehr als 400 Menschen unsere Roboter in Shenzhen, Irvine, London, Amsterdam, Tokio und Seoul.",
            "Gemeinsam mit Hasbro und Disney machen wir Ikonen wie Optimus Prime, Bumblebee, Grimlock und Buzz Lightyear zu programmierbaren Robotern, die sich selbst verwandeln und auf Sprachbefehle reagieren.",
          ],
        },
        {
          heading: "Wofür wir stehen",
          list: [
            "Make Life More Fun: Jeder Roboter soll beim ersten wie beim hundertsten Mal begeistern.",
            "Sichtbare Ingenieurskunst: Servos und Tausende Teile, die sich bewegen wie die Figur im Film.",
            "Gebaut für lange Freude: Garantie und Support in Ihrer Sprache.",
          ],
        },
        {
          heading: "Mechaforge in Deutschland",
          paragraphs: [
            "Unser europäisches Team betreut den deutschen Shop, den Kundenservice auf Deutsch, Reparaturen und unser Netz autorisierter Händler.",
          ],
          links: [{ label: "Händler", link: "where-to-buy", text: "Offizieller Shop und autorisierte Händler." }],
        },
      ],
    },
    "privacy-policy": {
      title: "Datenschutzerklärung",
      intro: [
        "Diese Erklärung informiert Sie darüber, wie die Mechaforge Robotics Europe B.V. (Amsterdam, Niederlande) als Verantwortliche Ihre personenbezogenen Daten nach der DSGVO verarbeitet.",
      ],
      updated: "2024-11-25",
      sections: [
        {
          heading: "Welche Daten wir verarbeiten",
          list: [
            "Kontakt- und Kontodaten: Name, E-Mail, Lieferadresse, Telefonnummer.",
            "Produktdaten: Seriennummer, Kaufdatum und Händler bei Registrierung oder Rücksendung.",
            "Technische Daten: aufgerufene Seiten, Gerätetyp und akzeptierte Cookies.",
            "Zahlungsdaten speichern wir nicht; Zahlungen wickeln PayPal und unsere Zahlungsdienstleister ab.",
          ],
        },
        {
          heading: "Zwecke und Rechtsgrundlagen",
          list: [
            "Bestellungen, Garantie und Rücksendungen: Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO).",
            "Steuer- und produktsicherheitsrechtliche Pflichten: rechtliche Verpflichtung (lit. c).",
            "Sicherheit und Produktverbesserung: berechtigtes Interesse (lit. f).",
            "Newsletter: Ihre Einwilligung (lit. a), jederzeit widerrufbar.",
          ],
        },
        {
          heading: "Empfänger und Drittlandübermittlung",
          paragraphs: [
            "Versanddienstleister, Zahlungs-, Hosting- und E-Mail-Dienstleister sowie Mechaforge-Konzerngesellschaften für Support und Reparatur. Übermittlungen außerhalb des EWR erfolgen auf Grundlage von Angemessenheitsbeschlüssen oder Standardvertragsklauseln der EU-Kommission.",
          ],
        },
        {
          heading: "Speicherdauer",
          paragraphs: [
            "Rechnungen: 10 Jahre nach handels- und steuerrechtlichen Vorgaben. Garantie- und Rücksendevorgänge: Garantiedauer plus 2 Jahre. Newsletter-Einwilligung: bis zum Widerruf.",
          ],
        },
        {
          heading: "Ihre Rechte",
          paragraphs: [
            "Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung, Datenübertragbarkeit und Widerspruch. Schreiben Sie an privacy@mechaforge.com; wir antworten innerhalb eines Monats. Sie können sich bei einer Datenschutz-Aufsichtsbehörde beschweren, etwa bei der Behörde Ihres Bundeslandes.",
          ],
        },
        {
          heading: "Kontakt",
          contacts: [
            {
              label: "Datenschutzbeauftragter",
              value: "privacy@mechaforge.com",
              href: "mailto:privacy@mechaforge.com",
            },
          ],
        },
      ],
    },
    "terms-use": {
      title: "Nutzungsbedingungen",
      intro: [
        "Diese Bedingungen gelten für die Nutzung der deutschen Website und des Shops von Mechaforge, betrieben von der Mechaforge Robotics Europe B.V., Herengracht 420, 1017 BZ Amsterdam, Niederlande.",
      ],
      updated: "2024-11-25",
      sections: [
        {
          heading: "Nutzung der Website",
          paragraphs: [
            "Die Website dient der privaten, nicht gewerblichen Nutzung. Unbefugte Zugriffe und das automatisierte Auslesen von Inhalten sind untersagt.",
          ],
        },
        {
          heading: "Bestellungen, Preise und Widerruf",
          paragraphs: [
            "Alle Preise in Euro inkl. gesetzlicher MwSt. Sie können Ihre Bestellung innerhalb von 14 Tagen ab Lieferung ohne Angabe von Gründen widerrufen; die Kosten der Rücksendung tragen wir.",
          ],
        },
        {
          heading: "Geistiges Eigentum",
          paragraphs: [
            "Inhalte der Website sowie Name und Logos von Mechaforge gehören Mechaforge Robotics. TRANSFORMERS und alle zugehörigen Figuren sind Marken von Hasbro und werden unter Lizenz verwendet. Toy-Story-Figuren © Disney/Pixar.",
          ],
        },
        {
          heading: "Haftung",
          paragraphs: [
            "Wir haften unbeschränkt bei Vorsatz, grober Fahrlässigkeit sowie bei Verletzung von Leben, Körper oder Gesundheit und nach dem Produkthaftungsgesetz.",
          ],
        },
        {
          heading: "Anwendbares Recht und Streitbeilegung",
          paragraphs: [
            "Es gilt niederländisches Recht; zwingende Verbraucherschutzvorschriften Ihres Wohnsitzlandes bleiben unberührt. Zur Teilnahme an einem Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle sind wir weder verpflichtet noch bereit.",
          ],
        },
      ],
    },
  },
  faq: {
    title: "Häufige Fragen",
    intro: [
      "Schnelle Antworten zu Ihrem Roboter, Ihrer Bestellung und unseren Richtlinien. Nichts gefunden? Kontaktieren Sie unseren Support.",
    ],
    groups: [
      {
        title: "Ihren Roboter nutzen",
        items: [
          {
            question: "Wie lade ich meinen Roboter und wie lange hält der Akku?",
            answer: [
              "Verwenden Sie nur das mitgelieferte Ladegerät. Flagship Bumblebee lädt in etwa 120 Minuten und spielt etwa 60 Minuten; Toy Story Buzz Lightyear lädt in etwa 90 Minuten über USB-C mit dem 30-W-Netzteil. Die Statusleuchte wird grün, sobald der Akku voll ist.",
            ],
          },
          {
            question: "Mein Roboter reagiert nicht auf Sprachbefehle. Was kann ich tun?",
            answer: [
              "Sagen Sie zuerst das Aktivierungswort und dann den Befehl, aus höchstens etwa 2 Metern Entfernung. Verringern Sie Hintergrundgeräusche und achten Sie auf mehr als 20 % Akkuladung.",
              "Hilft das nicht, starten Sie den Roboter neu und aktualisieren Sie die Firmware in der App.",
            ],
          },
          {
            question: "Darf ich Arme und Beine von Hand bewegen?",
            answer: [
              "Nur im ausgeschalteten Zustand. Gewaltsames Bewegen unter Spannung kann die Servos beschädigen und ist nicht von der Garantie gedeckt.",
            ],
          },
        ],
      },
      {
        title: "Bestellung und Versand",
        items: [
          {
            question: "Wie lange dauert die Lieferung?",
            answer: [
              "Der Standardversand ist kostenlos und dauert 2–4 Werktage. Während Aktionen kann sich die Lieferung um 3–5 Tage verzögern.",
            ],
          },
          {
            question: "Welche Zahlungsarten gibt es?",
            answer: ["PayPal sowie alle gängigen Kredit- und Debitkarten."],
          },
        ],
      },
      {
        title: "Rücksendung und Garantie",
        items: [
          {
            question: "Kann ich meinen Roboter zurückgeben?",
            answer: [
              "Ja, Sie haben ein 14-tägiges Widerrufsrecht ab Lieferung. Stellen Sie online eine Rücksendeanfrage; das Rücksendeetikett ist kostenlos.",
            ],
          },
          {
            question: "Wie lange gilt die Garantie?",
            answer: [
              "Es gilt die gesetzliche Gewährleistung von 2 Jahren. Unsere Herstellergarantie beträgt 1 Jahr, nach Registrierung innerhalb von 60 Tagen 2 Jahre.",
            ],
          },
          {
            question: "Wo finde ich die Seriennummer?",
            answer: [
              "Auf dem Aufkleber unter der Akkuabdeckung und seitlich auf der Verpackung. Sie besteht aus 10 bis 24 Buchstaben und Ziffern.",
            ],
          },
        ],
      },
    ],
    cta: {
      title: "Noch Fragen?",
      text: "Unser Team antwortet auf Deutsch innerhalb eines Werktags.",
      label: "Support kontaktieren",
      link: "technical-support",
    },
  },
};

export default support;
