// Login and account screens (de).
import type { AccountContent } from "../../account.schema";

const account: AccountContent = {
  login: {
    title: "Bei Mechaforge anmelden",
    intro:
      "Melde dich mit deiner E-Mail-Adresse und deinem Passwort an. Neu hier? Mit demselben Formular erstellst du dein Konto.",
    emailLabel: "E-Mail-Adresse",
    passwordLabel: "Passwort",
    passwordHint: "Ein neues Konto braucht mindestens 8 Zeichen.",
    showPassword: "Passwort anzeigen",
    hidePassword: "Passwort verbergen",
    signIn: "Anmelden",
    createAccount: "Konto erstellen",
    createHint: "Noch kein Konto? Gib deine E-Mail-Adresse und ein Passwort ein und wähle „Konto erstellen“.",
    busy: "Bitte warten…",
  },
  validation: {
    emailRequired: "Bitte gib deine E-Mail-Adresse ein.",
    emailInvalid: "Bitte gib eine gültige E-Mail-Adresse ein",
    passwordRequired: "Bitte gib dein Passwort ein.",
    passwordTooShort: "Dein Passwort braucht mindestens 8 Zeichen.",
  },
  network: "Unser Server ist nicht erreichbar. Prüfe deine Verbindung und versuche es erneut.",
  account: {
    title: "Mein Konto",
    greeting: "Willkommen zurück, Commander.",
    loading: "Dein Profil wird geladen…",
    profileHeading: "Profil",
    emailLabel: "E-Mail-Adresse",
    userIdLabel: "Mitglieds-ID",
    regionLabel: "Region",
    memberSinceLabel: "Mitglied seit",
    created: "Dein Konto ist bereit. Willkommen bei Mechaforge!",
    logout: "Abmelden",
    loggingOut: "Abmeldung läuft…",
  },
};

export default account;
