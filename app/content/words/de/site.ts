// The site's words (de): menus, buttons, messages, the region chooser and every page's title.
import type { SiteWords } from "../../site.schema";

const site: SiteWords = {
  brand: { logoAlt: "Mechaforge Startseite" },
  links: { home: "Startseite", shop: "Shop", account: "Konto", region: "Region" },
  media: { instagram: "Instagram", meta: "Facebook", youtube: "YouTube", tikTok: "TikTok", twitter: "X (Twitter)" },
  copyright: [
    "© 2025 Mechaforge Robotics Co., Ltd. Alle Rechte vorbehalten.",
    "TRANSFORMERS und alle zugehörigen Figuren sind Marken von Hasbro und werden unter Lizenz verwendet. Toy Story © Disney/Pixar.",
  ],
  companyAddress: {
    title: "Mechaforge Robotics Europe B.V.",
    lines: ["Herengracht 420", "1017 BZ Amsterdam, Niederlande", "support-eu@mechaforge.com"],
  },
  nav: {
    groups: { products: "Produkte", support: "Support", about: "Über uns" },
    pages: {
      support: "Support-Center",
      manuals: "Bedienungsanleitungen",
      "download-center": "Download-Center",
      faq: "FAQ",
      "product-registration": "Produktregistrierung",
      "return-manufacturer": "Rücksendungen (RMA)",
      "warranty-information": "Garantie",
      "shipping-policy": "Versandrichtlinien",
      "technical-support": "Kontakt",
      "about-us": "Über Mechaforge",
      "where-to-buy": "Händler finden",
      "new-release": "Neuheit",
    },
    links: { valentines: "Valentinstag-Sale" },
    tags: { new: "Neu", hot: "Top", sale: "Sale" },
  },
  footer: {
    home: "Startseite",
    "about-us": "Über uns",
    "privacy-policy": "Datenschutzerklärung",
    "terms-use": "Nutzungsbedingungen",
  },
  textBanner: {
    earlyBird: "Flagship Bumblebee erhältlich – Frühbucherpreis bis {earlyBirdLast:numeric}",
    finalCountdown: "Endspurt: Jetzt {savings} beim Flagship Bumblebee sparen!",
  },
  buttons: {
    buy: "Jetzt kaufen",
    preOrder: "Jetzt vorbestellen",
    learnMore: "Mehr erfahren",
    unlcokSoon: "BALD FREIGESCHALTET",
    save: "Sie sparen",
    off: "Rabatt",
    soldOut: "Ausverkauft",
    outOfStock: "Nicht auf Lager",
    watchVideo: "Video ansehen",
  },
  countdown: { title: "Endet in", days: "Tage", hours: "Stunden", minutes: "Minuten", seconds: "Sekunden" },
  subscribe: {
    title: "Werde Teil der Mechaforge-Community",
    describe: "Erfahre als Erster von Neuheiten, exklusiven Angeboten und Events.",
    placeholder: "E-Mail-Adresse eingeben",
    submitBtn: "Abonnieren",
    invalid: "Bitte gib eine gültige E-Mail-Adresse ein",
    success: "Erfolgreich abonniert!",
  },
  api: {
    default: "Serverfehler, bitte versuche es später erneut.",
    authExpired: "Deine Sitzung ist abgelaufen, bitte melde dich erneut an.",
    badRequest: "Einige der gesendeten Angaben sind ungültig. Bitte prüfe sie und versuche es erneut.",
    wrongCredentials: "E-Mail-Adresse oder Passwort ist falsch.",
    rateLimited: "Zu viele Versuche. Bitte warte einen Moment und versuche es erneut.",
    notFound: "Wir konnten das Gesuchte nicht finden.",
  },
  ui: {
    skipToContent: "Zum Hauptinhalt springen",
    menu: "Menü",
    openMenu: "Menü öffnen",
    closeMenu: "Menü schließen",
    mainNav: "Hauptnavigation",
    footerNav: "Fußzeilennavigation",
    followUs: "Folge uns",
    newRelease: "Neuheit",
    notFoundTitle: "Seite nicht gefunden",
    notFoundText: "Die gesuchte Seite gibt es in dieser Region nicht, oder sie wurde verschoben.",
    backHome: "Zurück zur Startseite",
    errorTitle: "Etwas ist schiefgelaufen",
    errorText: "Diese Seite konnte nicht angezeigt werden. Bitte versuche es gleich noch einmal.",
    currencyNote: "Preise in Euro (EUR)",
  },
  regionChooser: {
    title: "Region auswählen",
    description: "Wähle dein Land oder deine Region, um lokale Produkte, Preise und Händler zu sehen.",
    heading: "Land oder Region auswählen",
    current: "Aktuelle Auswahl",
    entries: {
      US: "Vereinigte Staaten",
      CA: "Kanada",
      EU: "Europäische Union",
      GB: "Vereinigtes Königreich",
      FR: "Frankreich",
      DE: "Deutschland",
      CN: "Festlandchina",
      JP: "Japan",
      KR: "Korea",
      OTHER: "Andere Regionen",
    },
    regionLabels: {
      cn: "Festlandchina - 简体中文",
      us: "Vereinigte Staaten - English",
      uk: "Vereinigtes Königreich - English",
      eu: "Europäische Union - English",
      fr: "Frankreich - Français",
      de: "Deutschland - Deutsch",
      kr: "Korea - 한국어",
      jp: "Japan - 日本語",
    },
    canada: "Kanada - English",
    otherRegions: "Andere Regionen - English",
  },
  homeIntro: {
    heading: "Verwandelbare Roboter, gebaut für Sammler",
    intro:
      "Offiziell lizenzierte, programmierbare Roboter, die sich auf Sprachbefehl verwandeln. Einkaufen in Euro mit Lieferung in ganz Deutschland.",
  },
  pages: {
    home: {
      title: "Mechaforge | Verwandelbare, programmierbare Sammlerroboter",
      description:
        "Offizieller Mechaforge-Shop für Deutschland: lizenzierte Transformationsroboter wie Flagship Bumblebee, Toy Story Buzz Lightyear und Grimlock G1 Flagship.",
      keywords:
        "Transformationsroboter, programmierbarer Roboter, Optimus Prime Roboter, Bumblebee Roboter, Buzz Lightyear Roboter",
    },
    "choose-your-region": {
      title: "Region auswählen | Mechaforge",
      description: "Wähle dein Land oder deine Region, um lokale Produkte, Preise und Händler zu sehen.",
      keywords: "Mechaforge Regionen, Länderauswahl",
    },
    "new-release": {
      title: "Neuheit | Mechaforge",
      description: "Der neueste Roboter von Mechaforge.",
      keywords: "Neuheit, Flagship Bumblebee",
    },
    "flagship-bumblebee": {
      title: "Flagship Bumblebee vorbestellen | Mechaforge",
      description:
        "Flagship Bumblebee vorbestellen: 31 Servomotoren, automatische Verwandlung, Sprachsteuerung. Frühbucherpreis und alle Details zur Reservierung.",
      keywords: "Flagship Bumblebee, Bumblebee Roboter vorbestellen, selbstverwandelnder Roboter",
    },
    "toy-story-buzz-lightyear": {
      title: "Toy Story Buzz Lightyear Roboter | Mechaforge",
      description:
        "Der interaktive Buzz-Lightyear-Roboter mit 23 Servomotoren, über 200 Soundclips sowie Sprach- und App-Steuerung.",
      keywords: "Buzz Lightyear Roboter, Toy Story Roboter, interaktiver Buzz",
    },
    "elite-optimus-prime": {
      title: "Elite Optimus Prime | Mechaforge",
      description:
        "Elite Optimus Prime: 27 Servomotoren, 39 Sprachbefehle und 125 Soundeffekte in einem programmierbaren Transformationsroboter.",
      keywords: "Elite Optimus Prime, Optimus Prime Roboter, Transformationsroboter",
    },
    "flagship-optimus-prime": {
      title: "Flagship Optimus Prime | Mechaforge",
      description: "Der selbstverwandelnde Roboter Flagship Optimus Prime.",
      keywords: "Flagship Optimus Prime, Optimus Prime Roboter",
    },
    "flagship-megatron": {
      title: "Flagship Megatron | Mechaforge",
      description: "Flagship Megatron, der selbstverwandelnde Anführer der Decepticons.",
      keywords: "Flagship Megatron, Megatron Roboter",
    },
    "grimlock-g1-flagship": {
      title: "Grimlock G1 Flagship | Mechaforge",
      description: "Grimlock G1 Flagship, der Anführer der Dinobots, der sich vom Roboter in einen T-Rex verwandelt.",
      keywords: "Grimlock Roboter, Dinobot, Grimlock G1 Flagship",
    },
    "buzz-lightyear-space-ranger-alpha": {
      title: "Buzz Lightyear Space Ranger Alpha | Mechaforge",
      description: "Buzz Lightyear Space Ranger Alpha, der interaktive Roboter für Sammler.",
      keywords: "Buzz Lightyear Space Ranger Alpha, Buzz Roboter",
    },
    "k1-pro-interstellar-scout": {
      title: "K1 Pro Interstellar Scout | Mechaforge",
      description: "K1 Pro Interstellar Scout, der programmierbare Roboter für junge Tüftler.",
      keywords: "K1 Pro, Interstellar Scout, programmierbarer Roboter",
    },
    "optimus-prime-rise-of-the-beasts-signature-limited-edition": {
      title: "Optimus Prime Aufstieg der Bestien – Signierte Limited Edition | Mechaforge",
      description:
        "Eine signierte, nummerierte Limited Edition von Optimus Prime aus „Transformers: Aufstieg der Bestien“.",
      keywords: "Optimus Prime Limited Edition, Aufstieg der Bestien",
    },
    "bumblebee-g1-performance": {
      title: "Bumblebee G1 Performance | Mechaforge",
      description: "Bumblebee G1 Performance, der klassische Autobot-Späher als Showroboter.",
      keywords: "Bumblebee G1, Bumblebee Roboter",
    },
    "ai-base": {
      title: "KI-Basis | Mechaforge",
      description: "Die KI-Basis ermöglicht natürliche Gespräche mit kompatiblen Mechaforge-Robotern.",
      keywords: "KI-Basis, Roboterzubehör",
    },
    "black-friday": {
      title: "Black Friday Sale | Mechaforge",
      description: "Black-Friday- und Cyber-Monday-Angebote für Mechaforge-Roboter.",
      keywords: "Black Friday Roboter Angebote, Cyber Monday",
    },
    "christmas-sale": {
      title: "Weihnachts- und Neujahrs-Sale | Mechaforge",
      description: "Weihnachtsgeschenke und Neujahrsangebote für Mechaforge-Roboter.",
      keywords: "Roboter Weihnachtsgeschenk, Weihnachtsangebote",
    },
    "where-to-buy": {
      title: "Händler finden | Mechaforge",
      description: "Autorisierte Mechaforge-Händler und Geschäfte in deiner Nähe.",
      keywords: "Mechaforge kaufen, autorisierte Händler",
    },
    "where-to-buy-hongkong-macao": {
      title: "Händler in Hongkong und Macau | Mechaforge",
      description: "Geschäfte in Hongkong und Macau.",
      keywords: "Hongkong, Macau, Geschäfte",
    },
    manuals: {
      title: "Bedienungsanleitungen | Mechaforge",
      description: "Bedienungsanleitungen für alle Mechaforge-Roboter zum Herunterladen.",
      keywords: "Mechaforge Bedienungsanleitung, Roboter Handbuch",
    },
    support: {
      title: "Support | Mechaforge",
      description: "Hilfe zu deinem Mechaforge-Roboter: Anleitungen, Downloads, Garantie und Kontakt.",
      keywords: "Mechaforge Support, Roboter Hilfe",
    },
    "download-center": {
      title: "Download-Center | Mechaforge",
      description: "Apps, Firmware und Anleitungen für Mechaforge-Roboter.",
      keywords: "Mechaforge App, Firmware Download",
    },
    faq: {
      title: "FAQ | Mechaforge",
      description: "Antworten auf häufige Fragen zu Mechaforge-Robotern, Bestellungen und Versand.",
      keywords: "Mechaforge FAQ, häufige Fragen",
    },
    "after-sale-service": {
      title: "Kundendienst | Mechaforge",
      description: "Kundendienst für Mechaforge-Roboter nach dem Kauf.",
      keywords: "Kundendienst, Service",
    },
    "product-registration": {
      title: "Produktregistrierung | Mechaforge",
      description: "Registriere deinen Mechaforge-Roboter für Garantie und Updates.",
      keywords: "Produktregistrierung, Garantie",
    },
    "return-manufacturer": {
      title: "Rücksendungen (RMA) | Mechaforge",
      description: "Beantrage eine Rücksendung oder Reparatur für deinen Mechaforge-Roboter.",
      keywords: "RMA, Rücksendung, Reparatur",
    },
    "warranty-information": {
      title: "Garantieinformationen | Mechaforge",
      description: "Garantiebedingungen und Premium-Schutz für Mechaforge-Roboter.",
      keywords: "Garantie, Premium-Schutz",
    },
    "shipping-policy": {
      title: "Versandrichtlinien | Mechaforge",
      description: "Wie und wann Mechaforge-Bestellungen versendet werden.",
      keywords: "Versandrichtlinien, Lieferung",
    },
    "technical-support": {
      title: "Technischen Support kontaktieren | Mechaforge",
      description: "Kontaktiere das technische Support-Team von Mechaforge.",
      keywords: "Kontakt, technischer Support",
    },
    "apply-wholesale-account": {
      title: "Händlerkonto beantragen | Mechaforge",
      description: "Werde Großhandelspartner von Mechaforge.",
      keywords: "Großhandel, Wiederverkäufer",
    },
    "about-us": {
      title: "Über uns | Mechaforge",
      description: "Wer wir sind: das Team hinter den Transformationsrobotern von Mechaforge.",
      keywords: "über Mechaforge",
    },
    news: {
      title: "News | Mechaforge",
      description: "Neuigkeiten und Ankündigungen von Mechaforge.",
      keywords: "Mechaforge News",
    },
    "privacy-policy": {
      title: "Datenschutzerklärung | Mechaforge",
      description: "Wie Mechaforge deine personenbezogenen Daten erhebt, verwendet und schützt.",
      keywords: "Datenschutzerklärung, DSGVO",
    },
    "terms-use": {
      title: "Nutzungsbedingungen | Mechaforge",
      description: "Die Bedingungen für die Nutzung der Mechaforge-Website.",
      keywords: "Nutzungsbedingungen",
    },
    login: {
      title: "Anmelden | Mechaforge",
      description: "Melde dich bei deinem Mechaforge-Konto an oder erstelle ein neues.",
      keywords: "Anmelden, Konto",
    },
    account: {
      title: "Mein Konto | Mechaforge",
      description: "Dein Mechaforge-Kontoprofil.",
      keywords: "Konto, Profil",
    },
  },
};

export default site;
