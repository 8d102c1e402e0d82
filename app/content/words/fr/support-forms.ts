// Support forms (RMA, registration, wholesale) (fr).
import type { SupportFormsContent } from "../../support-forms.schema";

const supportForms: SupportFormsContent = {
  errors: {
    required: "Ce champ est obligatoire.",
    email: "Veuillez saisir une adresse e-mail valide.",
    tooShort: "Merci de nous donner un peu plus de détails (20 caractères minimum).",
    tooLong: "Ce texte est trop long. Merci de le raccourcir.",
    choice: "Veuillez choisir une option dans la liste.",
    serial: "Saisissez le numéro de série tel qu'il est imprimé : 10 à 24 lettres et chiffres.",
    date: "Veuillez saisir une date valide (à partir de 2019).",
    dateFuture: "La date d'achat ne peut pas être dans le futur.",
    orderNumber: "Veuillez saisir un numéro de commande valide, par exemple FR-100234.",
    phone: "Veuillez saisir un numéro de téléphone valide.",
    url: "Veuillez saisir une adresse web complète commençant par https://.",
  },
  errorSummary: "Veuillez corriger les champs signalés ci-dessous.",
  optional: "facultatif",
  submitting: "Envoi…",
  choose: "Veuillez choisir",
  privacyNote:
    "Nous utilisons ces données uniquement pour traiter votre demande, comme décrit dans notre politique de confidentialité.",
  products: [
    { value: "flagshipBumblebee", label: "Flagship Bumblebee" },
    { value: "flagshipOptimusPrime", label: "Flagship Optimus Prime" },
    { value: "flagshipMegatron", label: "Flagship Megatron" },
    { value: "grimlockG1Flagship", label: "Grimlock G1 Flagship" },
    { value: "eliteOptimusPrime", label: "Elite Optimus Prime" },
    { value: "bumblebeeG1Performance", label: "Bumblebee G1 Performance" },
    { value: "toyStoryBuzzLightyear", label: "Buzz l'Éclair Toy Story" },
    { value: "buzzLightyearSpaceRangerAlpha", label: "Buzz l'Éclair Space Ranger Alpha" },
    { value: "k1ProInterstellarScout", label: "K1 Pro Interstellar Scout" },
    { value: "interstellarScoutK1", label: "K1 Interstellar Scout" },
    { value: "aiBase", label: "AI Base" },
  ],
  rma: {
    title: "Retours et réparations (RMA)",
    intro: [
      "Demandez un retour, un échange ou une réparation sous garantie. Vous recevez immédiatement un numéro de référence à rappeler dans tous vos échanges avec notre équipe.",
      "Nous répondons sous un jour ouvré, généralement avec un diagnostic ou une étiquette de retour gratuite. Vous disposez de 14 jours après la livraison pour exercer votre droit de rétractation.",
    ],
    signedIn: "Vous êtes connecté : nous avons rempli l'adresse e-mail de votre compte.",
    submit: "Envoyer la demande",
    successTitle: "Demande reçue",
    successText: "Merci. Votre demande est enregistrée ; nous vous écrirons sous un jour ouvré pour la suite.",
    referenceLabel: "Votre numéro de référence RMA :",
    again: "Faire une autre demande",
    fields: {
      name: { label: "Nom complet" },
      email: { label: "Adresse e-mail" },
      orderNumber: { label: "Numéro de commande", hint: "Indiqué dans l'e-mail de confirmation, par ex. FR-100234." },
      product: { label: "Produit" },
      serialNumber: { label: "Numéro de série", hint: "Sur l'étiquette sous le cache de la batterie et sur la boîte." },
      reason: { label: "Motif" },
      description: {
        label: "Décrivez le problème",
        hint: "Ce qui se passe, depuis quand, et ce que vous avez essayé.",
      },
    },
    reasons: [
      { value: "defective", label: "Ne fonctionne pas / défectueux" },
      { value: "damaged", label: "Arrivé endommagé" },
      { value: "missingParts", label: "Pièces ou accessoires manquants" },
      { value: "wrongItem", label: "Mauvais article reçu" },
      { value: "return", label: "Rétractation et remboursement (sous 14 jours)" },
    ],
  },
  registration: {
    title: "Enregistrement du produit",
    intro: [
      "Enregistrez votre robot dans les 60 jours suivant la livraison pour porter la garantie constructeur de 1 à 2 ans et être informé en premier des mises à jour.",
    ],
    submit: "Enregistrer le produit",
    successTitle: "Votre robot est enregistré",
    successText: "Merci. Votre garantie de 2 ans est active. Conservez votre preuve d'achat avec ce numéro.",
    referenceLabel: "Votre numéro d'enregistrement :",
    again: "Enregistrer un autre produit",
    fields: {
      name: { label: "Nom complet" },
      email: { label: "Adresse e-mail" },
      product: { label: "Produit" },
      serialNumber: { label: "Numéro de série", hint: "Sur l'étiquette sous le cache de la batterie et sur la boîte." },
      purchaseDate: { label: "Date d'achat" },
      store: {
        label: "Où l'avez-vous acheté ?",
        hint: "Par exemple : boutique officielle Mechaforge, ou le nom du revendeur.",
      },
    },
  },
};

export default supportForms;
