import type { SiteContent } from "../schema";

const site: SiteContent = {
  brand: { name: "Mechaforge", legalName: "Mechaforge Robotics Co., Ltd.", logoAlt: "Accueil Mechaforge" },
  installment: null,
  home: { label: "Accueil", link: "" },
  shop: { label: "Boutique", link: "https://shop.mechaforge.com/fr" },
  account: { label: "Compte", link: "account" },
  region: { label: "Région", link: "choose-your-region" },
  media: [
    { icon: "instagram", label: "Instagram", link: "https://www.instagram.com/mechaforge.robotics" },
    { icon: "meta", label: "Facebook", link: "https://www.facebook.com/mechaforge.robotics" },
    { icon: "youtube", label: "YouTube", link: "https://www.youtube.com/@mechaforge" },
    { icon: "tikTok", label: "TikTok", link: "https://www.tiktok.com/@mechaforge" },
    { icon: "twitter", label: "X (Twitter)", link: "https://x.com/mechaforge" },
  ],
  copyright: [
    "© 2025 Mechaforge Robotics Co., Ltd. Tous droits réservés.",
    "TRANSFORMERS et tous les personnages associés sont des marques de Hasbro, utilisées sous licence. Toy Story © Disney/Pixar.",
  ],
  companyAddress: {
    title: "Mechaforge Robotics Europe B.V.",
    lines: ["Herengracht 420", "1017 BZ Amsterdam, Pays-Bas", "support-eu@mechaforge.com"],
  },
  nav: {
    products: {
      label: "Produits",
      children: [
        {
          label: "Flagship Bumblebee",
          link: "flagship-bumblebee",
          identify: "flagshipBumblebee",
          tag: { color: "#f5b700", label: "Nouveau" },
        },
        { label: "Buzz l'Éclair Toy Story", link: "toy-story-buzz-lightyear", identify: "toyStoryBuzzLightyear" },
        { label: "Flagship Optimus Prime", link: "flagship-optimus-prime", identify: "flagshipOptimusPrime" },
        { label: "Flagship Megatron", link: "flagship-megatron", identify: "flagshipMegatron" },
        { label: "Grimlock G1 Flagship", link: "grimlock-g1-flagship", identify: "grimlockG1Flagship" },
        { label: "K1 Pro Interstellar Scout", link: "k1-pro-interstellar-scout", identify: "k1ProInterstellarScout" },
        { label: "Base IA", link: "ai-base", identify: "aiBase" },
      ],
    },
    support: {
      label: "Assistance",
      children: [
        { label: "Centre d'assistance", link: "support" },
        { label: "Manuels", link: "manuals" },
        { label: "Téléchargements", link: "download-center" },
        { label: "FAQ", link: "faq" },
        { label: "Enregistrer un produit", link: "product-registration" },
        { label: "Retours (RMA)", link: "return-manufacturer" },
        { label: "Garantie", link: "warranty-information" },
        { label: "Politique de livraison", link: "shipping-policy" },
        { label: "Nous contacter", link: "technical-support" },
      ],
    },
    about: {
      label: "À propos",
      children: [
        { label: "Qui sommes-nous", link: "about-us" },
        { label: "Où acheter", link: "where-to-buy" },
      ],
    },
    extras: [
      {
        label: "Nouveauté",
        link: "new-release",
        stages: [2, 3],
        hidden: ["footer"],
        tag: { color: "#e4002b", label: "Tendance" },
      },
      {
        label: "Soldes de la Saint-Valentin",
        link: "https://shop.mechaforge.com/fr/collections/valentines-day",
        startTime: "2025-02-08T00:00:00+08:00",
        endTime: "2025-02-16T00:00:00+08:00",
        tag: { color: "#d6336c", label: "Promo" },
      },
    ],
  },
  footerNavs: [
    { label: "Accueil", link: "" },
    { label: "À propos", link: "about-us" },
    { label: "Politique de confidentialité", link: "privacy-policy" },
    { label: "Conditions d'utilisation", link: "terms-use" },
  ],
  textBanner: {
    stages: [3],
    items: [
      {
        label: "Flagship Bumblebee disponible – prix early bird jusqu'au 27/04",
        link: "flagship-bumblebee",
        endTime: "2025-04-25T15:00:00+08:00",
      },
      {
        label: "Dernier compte à rebours : économisez 500 € sur Flagship Bumblebee !",
        link: "flagship-bumblebee",
        startTime: "2025-04-25T15:00:00+08:00",
        endTime: "2025-04-28T06:00:00+08:00",
      },
    ],
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
    entries: [
      { label: "États-Unis", region: "us", country: "US" },
      { label: "Canada", region: "us", country: "CA" },
      { label: "Union européenne", region: "eu", country: "EU" },
      { label: "Royaume-Uni", region: "uk", country: "GB" },
      { label: "France", region: "fr", country: "FR" },
      { label: "Allemagne", region: "de", country: "DE" },
      { label: "Chine continentale", region: "cn", country: "CN" },
      { label: "Japon", region: "jp", country: "JP" },
      { label: "Corée", region: "kr", country: "KR" },
      { label: "Autres régions", region: "us", country: "OTHER" },
    ],
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
