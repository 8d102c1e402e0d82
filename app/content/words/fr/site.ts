// The site's words (fr): menus, buttons, messages, the region chooser and every page's title.
import type { SiteWords } from "../../site.schema";

const site: SiteWords = {
  brand: { logoAlt: "Accueil Mechaforge" },
  links: { home: "Accueil", shop: "Boutique", account: "Compte", region: "Région" },
  media: { instagram: "Instagram", meta: "Facebook", youtube: "YouTube", tikTok: "TikTok", twitter: "X (Twitter)" },
  copyright: [
    "© 2025 Mechaforge Robotics Co., Ltd. Tous droits réservés.",
    "TRANSFORMERS et tous les personnages associés sont des marques de Hasbro, utilisées sous licence. Toy Story © Disney/Pixar.",
  ],
  companyAddress: {
    title: "Mechaforge Robotics Europe B.V.",
    lines: ["Herengracht 420", "1017 BZ Amsterdam, Pays-Bas", "support-eu@mechaforge.com"],
  },
  nav: {
    groups: { products: "Produits", support: "Assistance", about: "À propos" },
    pages: {
      support: "Centre d'assistance",
      manuals: "Manuels",
      "download-center": "Téléchargements",
      faq: "FAQ",
      "product-registration": "Enregistrer un produit",
      "return-manufacturer": "Retours (RMA)",
      "warranty-information": "Garantie",
      "shipping-policy": "Politique de livraison",
      "technical-support": "Nous contacter",
      "about-us": "Qui sommes-nous",
      "where-to-buy": "Où acheter",
      "new-release": "Nouveauté",
    },
    links: { valentines: "Soldes de la Saint-Valentin" },
    tags: { new: "Nouveau", hot: "Tendance", sale: "Promo" },
  },
  footer: {
    home: "Accueil",
    "about-us": "À propos",
    "privacy-policy": "Politique de confidentialité",
    "terms-use": "Conditions d'utilisation",
  },
  textBanner: {
    earlyBird: "Flagship Bumblebee disponible – prix early bird jusqu'au {earlyBirdLast:numeric}",
    finalCountdown: "Dernier compte à rebours : économisez {savings} sur Flagship Bumblebee !",
  },
  buttons: {
    buy: "Acheter maintenant",
    preOrder: "Précommander",
    learnMore: "En savoir plus",
    unlcokSoon: "BIENTÔT DÉBLOQUÉ",
    save: "Économisez",
    off: "de remise",
    soldOut: "Épuisé",
    outOfStock: "En rupture de stock",
    watchVideo: "Voir la vidéo",
  },
  countdown: { title: "Se termine dans", days: "Jours", hours: "Heures", minutes: "Minutes", seconds: "Secondes" },
  subscribe: {
    title: "Rejoignez la communauté Mechaforge",
    describe: "Soyez le premier informé des lancements, offres exclusives et événements.",
    placeholder: "Saisissez votre adresse e-mail",
    submitBtn: "S'abonner",
    invalid: "Veuillez saisir une adresse e-mail valide",
    success: "Inscription réussie !",
  },
  api: {
    default: "Erreur du serveur, veuillez réessayer plus tard.",
    authExpired: "Votre session a expiré, veuillez vous reconnecter.",
    badRequest: "Certaines informations envoyées ne sont pas valides. Vérifiez-les et réessayez.",
    wrongCredentials: "L'adresse e-mail ou le mot de passe est incorrect.",
    rateLimited: "Trop de tentatives. Patientez un instant puis réessayez.",
    notFound: "Nous n'avons pas trouvé ce que vous cherchez.",
  },
  ui: {
    skipToContent: "Aller au contenu principal",
    menu: "Menu",
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
    mainNav: "Navigation principale",
    footerNav: "Navigation du pied de page",
    followUs: "Suivez-nous",
    newRelease: "Nouveauté",
    notFoundTitle: "Page introuvable",
    notFoundText: "La page que vous recherchez n'existe pas dans cette région ou a été déplacée.",
    backHome: "Retour à l'accueil",
    errorTitle: "Une erreur est survenue",
    errorText: "Impossible d'afficher cette page. Veuillez réessayer dans un instant.",
    currencyNote: "Prix en euros (EUR)",
  },
  regionChooser: {
    title: "Choisissez votre région",
    description:
      "Sélectionnez votre pays ou votre région pour voir les produits, les prix et les magasins près de chez vous.",
    heading: "Choisissez votre pays ou votre région",
    current: "Sélection actuelle",
    entries: {
      US: "États-Unis",
      CA: "Canada",
      EU: "Union européenne",
      GB: "Royaume-Uni",
      FR: "France",
      DE: "Allemagne",
      CN: "Chine continentale",
      JP: "Japon",
      KR: "Corée",
      OTHER: "Autres régions",
    },
    regionLabels: {
      cn: "Chine continentale - 简体中文",
      us: "États-Unis - English",
      uk: "Royaume-Uni - English",
      eu: "Union européenne - English",
      fr: "France - Français",
      de: "Allemagne - Deutsch",
      kr: "Corée - 한국어",
      jp: "Japon - 日本語",
    },
    canada: "Canada - English",
    otherRegions: "Autres régions - English",
  },
  homeIntro: {
    heading: "Des robots qui se transforment, conçus pour les collectionneurs",
    intro:
      "Des robots programmables sous licence officielle, qui se transforment à la voix. Achetez en euros, avec livraison partout en France.",
  },
  pages: {
    home: {
      title: "Mechaforge | Robots de collection transformables et programmables",
      description:
        "Boutique officielle Mechaforge pour la France : robots transformables sous licence comme Flagship Bumblebee, Buzz l'Éclair Toy Story et Grimlock G1 Flagship.",
      keywords: "robot transformable, robot programmable, robot Optimus Prime, robot Bumblebee, robot Buzz l'Éclair",
    },
    "choose-your-region": {
      title: "Choisissez votre région | Mechaforge",
      description:
        "Choisissez votre pays ou votre région pour voir les produits, les prix et les magasins près de chez vous.",
      keywords: "régions Mechaforge, choix du pays",
    },
    "new-release": {
      title: "Nouveauté | Mechaforge",
      description: "Le tout dernier robot Mechaforge.",
      keywords: "nouveauté, Flagship Bumblebee",
    },
    "flagship-bumblebee": {
      title: "Précommande Flagship Bumblebee | Mechaforge",
      description:
        "Précommandez Flagship Bumblebee : 31 servomoteurs, transformation automatique, commande vocale. Prix early bird et conditions de réservation.",
      keywords: "Flagship Bumblebee, précommande robot Bumblebee, robot à transformation automatique",
    },
    "toy-story-buzz-lightyear": {
      title: "Robot Buzz l'Éclair Toy Story | Mechaforge",
      description:
        "Le robot interactif Buzz l'Éclair : 23 servomoteurs, plus de 200 répliques, commande vocale et par application.",
      keywords: "robot Buzz l'Éclair, robot Toy Story, Buzz interactif",
    },
    "elite-optimus-prime": {
      title: "Elite Optimus Prime | Mechaforge",
      description:
        "Elite Optimus Prime : 27 servomoteurs, 39 commandes vocales et 125 effets sonores dans un robot transformable et programmable.",
      keywords: "Elite Optimus Prime, robot Optimus Prime, robot transformable",
    },
    "flagship-optimus-prime": {
      title: "Flagship Optimus Prime | Mechaforge",
      description: "Le robot Flagship Optimus Prime à transformation automatique.",
      keywords: "Flagship Optimus Prime, robot Optimus Prime",
    },
    "flagship-megatron": {
      title: "Flagship Megatron | Mechaforge",
      description: "Flagship Megatron, le chef des Decepticons à transformation automatique.",
      keywords: "Flagship Megatron, robot Megatron",
    },
    "grimlock-g1-flagship": {
      title: "Grimlock G1 Flagship | Mechaforge",
      description: "Grimlock G1 Flagship, le chef des Dinobots qui passe du robot au T-rex.",
      keywords: "robot Grimlock, Dinobot, Grimlock G1 Flagship",
    },
    "buzz-lightyear-space-ranger-alpha": {
      title: "Buzz l'Éclair Space Ranger Alpha | Mechaforge",
      description: "Buzz l'Éclair Space Ranger Alpha, le robot interactif pour collectionneurs.",
      keywords: "Buzz l'Éclair Space Ranger Alpha, robot Buzz",
    },
    "k1-pro-interstellar-scout": {
      title: "K1 Pro Interstellar Scout | Mechaforge",
      description: "K1 Pro Interstellar Scout, le robot programmable pour les jeunes créateurs.",
      keywords: "K1 Pro, Interstellar Scout, robot programmable",
    },
    "optimus-prime-rise-of-the-beasts-signature-limited-edition": {
      title: "Optimus Prime Rise of the Beasts – Édition limitée signée | Mechaforge",
      description:
        "Une édition limitée, signée et numérotée d'Optimus Prime tiré de Transformers : Rise of the Beasts.",
      keywords: "Optimus Prime édition limitée, Rise of the Beasts",
    },
    "bumblebee-g1-performance": {
      title: "Bumblebee G1 Performance | Mechaforge",
      description: "Bumblebee G1 Performance, l'éclaireur Autobot classique en version robot de spectacle.",
      keywords: "Bumblebee G1, robot Bumblebee",
    },
    "ai-base": {
      title: "Base IA | Mechaforge",
      description: "La Base IA permet de converser naturellement avec les robots Mechaforge compatibles.",
      keywords: "Base IA, accessoire robot",
    },
    "black-friday": {
      title: "Black Friday | Mechaforge",
      description: "Les offres Black Friday et Cyber Monday sur les robots Mechaforge.",
      keywords: "offres Black Friday robot, Cyber Monday",
    },
    "christmas-sale": {
      title: "Soldes de Noël et du Nouvel An | Mechaforge",
      description: "Idées cadeaux de Noël et offres du Nouvel An sur les robots Mechaforge.",
      keywords: "cadeau de Noël robot, promotions des fêtes",
    },
    "where-to-buy": {
      title: "Où acheter | Mechaforge",
      description: "Revendeurs agréés et magasins Mechaforge près de chez vous.",
      keywords: "où acheter Mechaforge, revendeurs agréés",
    },
    "where-to-buy-hongkong-macao": {
      title: "Où acheter à Hong Kong et Macao | Mechaforge",
      description: "Magasins à Hong Kong et Macao.",
      keywords: "Hong Kong, Macao, magasins",
    },
    manuals: {
      title: "Manuels | Mechaforge",
      description: "Téléchargez les manuels d'utilisation de tous les robots Mechaforge.",
      keywords: "manuels Mechaforge, guide d'utilisation robot",
    },
    support: {
      title: "Assistance | Mechaforge",
      description: "De l'aide pour votre robot Mechaforge : manuels, téléchargements, garantie et contact.",
      keywords: "assistance Mechaforge, aide robot",
    },
    "download-center": {
      title: "Téléchargements | Mechaforge",
      description: "Applications, firmwares et manuels pour les robots Mechaforge.",
      keywords: "application Mechaforge, téléchargement firmware",
    },
    faq: {
      title: "FAQ | Mechaforge",
      description: "Réponses aux questions fréquentes sur les robots Mechaforge, les commandes et la livraison.",
      keywords: "FAQ Mechaforge, questions fréquentes",
    },
    "after-sale-service": {
      title: "Service après-vente | Mechaforge",
      description: "Le service après-vente des robots Mechaforge.",
      keywords: "service après-vente, SAV",
    },
    "product-registration": {
      title: "Enregistrer un produit | Mechaforge",
      description: "Enregistrez votre robot Mechaforge pour la garantie et les mises à jour.",
      keywords: "enregistrement produit, garantie",
    },
    "return-manufacturer": {
      title: "Retours (RMA) | Mechaforge",
      description: "Demandez un retour ou une réparation pour votre robot Mechaforge.",
      keywords: "RMA, retour, réparation",
    },
    "warranty-information": {
      title: "Informations sur la garantie | Mechaforge",
      description: "Conditions de garantie et protection premium des robots Mechaforge.",
      keywords: "garantie, protection premium",
    },
    "shipping-policy": {
      title: "Politique de livraison | Mechaforge",
      description: "Comment et quand les commandes Mechaforge sont expédiées.",
      keywords: "politique de livraison, expédition",
    },
    "technical-support": {
      title: "Contacter l'assistance technique | Mechaforge",
      description: "Contactez l'équipe d'assistance technique Mechaforge.",
      keywords: "contact, assistance technique",
    },
    "apply-wholesale-account": {
      title: "Demande de compte revendeur | Mechaforge",
      description: "Devenez partenaire revendeur Mechaforge.",
      keywords: "vente en gros, revendeur",
    },
    "about-us": {
      title: "Qui sommes-nous | Mechaforge",
      description: "Découvrez l'équipe derrière les robots transformables Mechaforge.",
      keywords: "à propos de Mechaforge",
    },
    news: {
      title: "Actualités | Mechaforge",
      description: "Actualités et annonces de Mechaforge.",
      keywords: "actualités Mechaforge",
    },
    "privacy-policy": {
      title: "Politique de confidentialité | Mechaforge",
      description: "Comment Mechaforge collecte, utilise et protège vos données personnelles.",
      keywords: "politique de confidentialité, RGPD",
    },
    "terms-use": {
      title: "Conditions d'utilisation | Mechaforge",
      description: "Les conditions applicables à l'utilisation du site Mechaforge.",
      keywords: "conditions d'utilisation",
    },
    login: {
      title: "Connexion | Mechaforge",
      description: "Connectez-vous à votre compte Mechaforge ou créez-en un.",
      keywords: "connexion, compte",
    },
    account: {
      title: "Mon compte | Mechaforge",
      description: "Le profil de votre compte Mechaforge.",
      keywords: "compte, profil",
    },
  },
};

export default site;
