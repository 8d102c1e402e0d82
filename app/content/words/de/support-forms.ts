// Support forms (RMA, registration, wholesale) (de).
import type { SupportFormsContent } from "../../support-forms.schema";

const supportForms: SupportFormsContent = {
  errors: {
    required: "Dieses Feld ist erforderlich.",
    email: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
    tooShort: "Bitte beschreiben Sie es etwas genauer (mindestens 20 Zeichen).",
    tooLong: "Der Text ist zu lang. Bitte kürzen Sie ihn.",
    choice: "Bitte wählen Sie eine Option aus der Liste.",
    serial: "Bitte geben Sie die Seriennummer wie aufgedruckt ein: 10 bis 24 Buchstaben und Ziffern.",
    date: "Bitte geben Sie ein gültiges Datum ein (ab 2019).",
    dateFuture: "Das Kaufdatum darf nicht in der Zukunft liegen.",
    orderNumber: "Bitte geben Sie eine gültige Bestellnummer ein, z. B. DE-100234.",
    phone: "Bitte geben Sie eine gültige Telefonnummer ein.",
    url: "Bitte geben Sie eine vollständige Webadresse ein, beginnend mit https://.",
  },
  errorSummary: "Bitte korrigieren Sie die unten markierten Felder.",
  optional: "optional",
  submitting: "Wird gesendet…",
  choose: "Bitte wählen",
  privacyNote:
    "Wir verwenden diese Angaben nur zur Bearbeitung Ihrer Anfrage, wie in unserer Datenschutzerklärung beschrieben.",
  products: [
    { value: "flagshipBumblebee", label: "Flagship Bumblebee" },
    { value: "flagshipOptimusPrime", label: "Flagship Optimus Prime" },
    { value: "flagshipMegatron", label: "Flagship Megatron" },
    { value: "grimlockG1Flagship", label: "Grimlock G1 Flagship" },
    { value: "eliteOptimusPrime", label: "Elite Optimus Prime" },
    { value: "bumblebeeG1Performance", label: "Bumblebee G1 Performance" },
    { value: "toyStoryBuzzLightyear", label: "Toy Story Buzz Lightyear" },
    { value: "buzzLightyearSpaceRangerAlpha", label: "Buzz Lightyear Space Ranger Alpha" },
    { value: "k1ProInterstellarScout", label: "K1 Pro Interstellar Scout" },
    { value: "interstellarScoutK1", label: "K1 Interstellar Scout" },
    { value: "aiBase", label: "AI Base" },
  ],
  rma: {
    title: "Rücksendungen und Reparaturen (RMA)",
    intro: [
      "Beantragen Sie eine Rücksendung, einen Umtausch oder eine Garantiereparatur. Sie erhalten sofort eine Referenznummer, die Sie bei jeder Nachricht an uns angeben.",
      "Wir antworten innerhalb eines Werktags, meist mit einer Fehleranalyse oder einem kostenlosen Rücksendeetikett. Ihr Widerrufsrecht beträgt 14 Tage ab Lieferung.",
    ],
    signedIn: "Sie sind angemeldet – wir haben die E-Mail-Adresse Ihres Kontos eingetragen.",
    submit: "Anfrage senden",
    successTitle: "Anfrage eingegangen",
    successText:
      "Vielen Dank. Ihre Anfrage ist gespeichert; wir melden uns innerhalb eines Werktags mit den nächsten Schritten.",
    referenceLabel: "Ihre RMA-Referenznummer:",
    again: "Weitere Anfrage senden",
    fields: {
      name: { label: "Vollständiger Name" },
      email: { label: "E-Mail-Adresse" },
      orderNumber: { label: "Bestellnummer", hint: "Aus Ihrer Bestellbestätigung, z. B. DE-100234." },
      product: { label: "Produkt" },
      serialNumber: {
        label: "Seriennummer",
        hint: "Auf dem Aufkleber unter der Akkuabdeckung und auf der Verpackung.",
      },
      reason: { label: "Grund" },
      description: {
        label: "Beschreiben Sie das Problem",
        hint: "Was passiert, seit wann, und was Sie bereits versucht haben.",
      },
    },
    reasons: [
      { value: "defective", label: "Funktioniert nicht / defekt" },
      { value: "damaged", label: "Beschädigt angekommen" },
      { value: "missingParts", label: "Teile oder Zubehör fehlen" },
      { value: "wrongItem", label: "Falscher Artikel geliefert" },
      { value: "return", label: "Widerruf und Erstattung (innerhalb von 14 Tagen)" },
    ],
  },
  registration: {
    title: "Produktregistrierung",
    intro: [
      "Registrieren Sie Ihren Roboter innerhalb von 60 Tagen nach Lieferung: Die Herstellergarantie verlängert sich von 1 auf 2 Jahre, und Sie erfahren als Erste von Firmware-Updates.",
    ],
    submit: "Produkt registrieren",
    successTitle: "Ihr Roboter ist registriert",
    successText:
      "Vielen Dank. Ihre 2-Jahres-Garantie ist aktiv. Bewahren Sie Ihren Kaufbeleg zusammen mit dieser Nummer auf.",
    referenceLabel: "Ihre Registrierungsnummer:",
    again: "Weiteres Produkt registrieren",
    fields: {
      name: { label: "Vollständiger Name" },
      email: { label: "E-Mail-Adresse" },
      product: { label: "Produkt" },
      serialNumber: {
        label: "Seriennummer",
        hint: "Auf dem Aufkleber unter der Akkuabdeckung und auf der Verpackung.",
      },
      purchaseDate: { label: "Kaufdatum" },
      store: {
        label: "Wo haben Sie ihn gekauft?",
        hint: "Zum Beispiel: offizieller Mechaforge-Shop oder Name des Händlers.",
      },
    },
  },
};

export default supportForms;
