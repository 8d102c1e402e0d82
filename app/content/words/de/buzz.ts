// The Toy Story Buzz Lightyear page (de).
import type { BuzzPage } from "../../product.schema";

const buzz: BuzzPage = {
  menus: [
    { label: "Überblick", link: "#describe" },
    { label: "Interaktion", link: "#interaction" },
    { label: "Editor", link: "#editor" },
    { label: "Technische Daten", link: "#specs" },
    { label: "Galerie", link: "#gallery" },
  ],
  banner: {
    slogan: "Bis zur Unendlichkeit und noch viel weiter!",
    title: "Toy Story Buzz Lightyear",
    alt: "Illustration des Buzz-Lightyear-Roboters mit geöffneten Flügeln vor einem violetten Sternenhimmel",
  },
  video: {
    title: "Das ist Buzz",
    text: "Sieh, wie der Space Ranger erwacht, die Flügel ausklappt und sich zum Dienst meldet.",
  },
  describe: {
    title: "Der Space Ranger, ganz echt",
    text: "Buzz Lightyear, wie du ihn aus Toy Story kennst: Er läuft, spricht, winkt, lässt den Laser blinken, öffnet die Flügel – und antwortet mit eigener Stimme.",
  },
  appearance: {
    title: "Jedes Detail aus dem Film",
    text: "Anzugplatten, einziehbarer Helm, violette Kapuze und Brusttasten wie im Film – aus 3000 Teilen gebaut.",
  },
  interaction: {
    title: "Sprich mit Buzz",
    lines: [
      "Buzz versteht Dutzende Sprachbefehle und antwortet mit über 200 Sprachclips.",
      "Oder übernimm in der App: Bewege jedes Gelenk, löse den Laser aus und baue eigene Missionen.",
    ],
    soundCommand: "Sag „Hallo Buzz“ und probiere dann:",
    voiceCommand: [
      "Hallo",
      "Wer bist du?",
      "Stell dich vor",
      "Flügel auf",
      "Flügel zu",
      "Laser feuern",
      "Helm auf",
      "Helm zu",
      "Geh vorwärts",
      "Geh rückwärts",
      "Dreh dich nach links",
      "Dreh dich nach rechts",
      "Stopp",
      "Salutieren",
      "Wink mal",
      "Tanz",
      "Karateschlag",
      "Zeig deine Muskeln",
      "Verbeug dich",
      "Erzähl einen Witz",
      "Erzähl eine Geschichte",
      "Was ist deine Mission?",
      "Ruf Star Command",
      "Statusbericht",
      "Posieren",
      "Schau dich um",
      "Setz dich",
      "Steh auf",
      "Schlafen gehen",
      "Aufwachen",
      "Lauter",
      "Leiser",
      "Akkustand",
      "Bis zur Unendlichkeit und noch viel weiter",
    ],
    appInteraction: {
      title: "App-Steuerung",
      text: "Steuere Buzz per Joystick, positioniere jedes Gelenk und speichere eigene Abläufe in der Mechaforge-App.",
    },
  },
  sceneVideo: {
    title: "Buzz in Aktion",
    text: "Ein Tag auf Patrouille zu Hause: erkunden, salutieren und die Galaxis vom Sofa aus beschützen.",
  },
  editor: {
    title: "Eigene Bewegungen erstellen",
    pc: {
      title: "Profi-Editor am PC",
      text: "Jeden Servo auf einer Zeitleiste animieren, Bewegungen mit Sound synchronisieren und im Hub teilen.",
    },
    mobile: {
      title: "Einfacher Editor am Smartphone",
      text: "Posen durch Bewegen von Hand aufnehmen und in Minuten zu einer Choreografie verbinden.",
    },
  },
  design: {
    title: "Design",
    items: [
      {
        title: "Filmgetreue Proportionen",
        content: "Vom Originalmodell skaliert – die richtige Silhouette aus jedem Blickwinkel.",
      },
      { title: "Motorisierte Flügel", content: "Die Flügel klappen mit Licht und Sound aus." },
    ],
  },
  accessories: {
    title: "Im Lieferumfang",
    items: [
      { title: "Buzz-Lightyear-Roboter", content: "Fertig montiert und spielbereit." },
      { title: "Ladegerät und Type-C-Kabel", content: "30-W-Netzteil, voll geladen in 90 Minuten." },
      { title: "Schnellstartanleitung", content: "In wenigen Minuten mit der App eingerichtet." },
    ],
  },
  restore: {
    title: "Originalgetreu",
    items: [
      { title: "Stimme", content: "Sätze im Stil des Films aufgenommen." },
      { title: "Bewegungen", content: "Die typischen Posen aus dem Film, Servo für Servo nachgebildet." },
    ],
  },
  property: {
    title: "Gebaut für lange Freude",
    items: [
      { title: "23 Servos", content: "Flüssige, präzise Bewegungen in jedem Glied." },
      { title: "75 Mikrochips", content: "Sensoren und Steuerungen halten Buzz im Gleichgewicht." },
    ],
    more: "Weitere Details",
    detail: "Über 3000 Bauteile, WLAN 2,4G und Bluetooth 5.0 BLE.",
  },
  specs: {
    title: "Technische Daten",
    rows: [
      { name: "Spannung", value: "11,1 V" },
      { name: "Akku", value: "1900 mAh" },
      { name: "Servos", value: "23" },
      { name: "Mikrochips", value: "75" },
      { name: "Bauteile", value: "3000+" },
      { name: "Sprachclips", value: "200+" },
      { name: "Ladezeit", value: "90 Min." },
      { name: "Ladeanschluss", value: "Type-C" },
      { name: "Verbindung", value: "WLAN 2,4G, Bluetooth 5.0 BLE" },
      { name: "Netzteil", value: "30 W" },
      { name: "Nettogewicht", value: "1,7 kg" },
      { name: "Gewicht mit Verpackung", value: "3,9 kg" },
    ],
  },
  gallery: {
    title: "Galerie",
    items: [
      {
        image: "toy-story-buzz-lightyear-blueprint",
        alt: "Illustration des Buzz-Lightyear-Roboters als Bauplan auf einem Raster",
      },
      {
        image: "toy-story-buzz-lightyear-night",
        alt: "Illustration des Buzz-Lightyear-Roboters unter einem Sternenhimmel",
      },
    ],
  },
  returnGuarantee: "14 Tage Rückgabegarantie beim Kauf in unserem Shop.",
};

export default buzz;
