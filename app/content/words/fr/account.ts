// Login and account screens (fr).
import type { AccountContent } from "../../account.schema";

const account: AccountContent = {
  login: {
    title: "Connexion à Mechaforge",
    intro: "Utilisez votre adresse e-mail et votre mot de passe. Nouveau ? Le même formulaire crée votre compte.",
    emailLabel: "Adresse e-mail",
    passwordLabel: "Mot de passe",
    passwordHint: "Un nouveau compte nécessite au moins 8 caractères.",
    showPassword: "Afficher le mot de passe",
    hidePassword: "Masquer le mot de passe",
    signIn: "Se connecter",
    createAccount: "Créer un compte",
    createHint:
      "Pas encore de compte ? Saisissez votre e-mail et un mot de passe, puis choisissez « Créer un compte ».",
    busy: "Veuillez patienter…",
  },
  validation: {
    emailRequired: "Veuillez saisir votre adresse e-mail.",
    emailInvalid: "Veuillez saisir une adresse e-mail valide",
    passwordRequired: "Veuillez saisir votre mot de passe.",
    passwordTooShort: "Votre mot de passe doit comporter au moins 8 caractères.",
  },
  network: "Impossible de joindre notre serveur. Vérifiez votre connexion et réessayez.",
  account: {
    title: "Mon compte",
    greeting: "Bon retour parmi nous, commandant.",
    loading: "Chargement de votre profil…",
    profileHeading: "Profil",
    emailLabel: "Adresse e-mail",
    userIdLabel: "Identifiant membre",
    regionLabel: "Région",
    memberSinceLabel: "Membre depuis le",
    created: "Votre compte est prêt. Bienvenue chez Mechaforge !",
    logout: "Se déconnecter",
    loggingOut: "Déconnexion…",
  },
};

export default account;
