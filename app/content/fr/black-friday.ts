import type { CampaignContent } from "../campaign.schema";
import { offer } from "../campaign-offer";

const shop = "https://shop.mechaforge.com/fr/products";
const images = (name: string) => ({ pc: `/images/campaign/${name}-pc.svg`, tablet: `/images/campaign/${name}-tablet.svg`, mobile: `/images/campaign/${name}-mobile.svg` });

const content: CampaignContent = {
  stageNames: ["Black Friday en avant-première", "Black Friday", "Cyber Monday"],
  banner1: {
    title: "Black Friday en avant-première",
    discount: "Jusqu'à 140 € de remise",
    discountDescribe: "Premières offres sur Elite Optimus Prime, K1 et Bumblebee, et un mug offert dès 399 € d'achat.",
    time: "Du 14 au 21 novembre",
    bgAlt: "Silhouette d'Elite Optimus Prime sur un ciel doré de Black Friday",
    background: { wide: "/images/campaign/bf-early-wide.svg", tall: "/images/campaign/bf-early-tall.svg" },
    productUrl: { product: `${shop}/elite-optimus-prime`, product2: "k1-pro-interstellar-scout" },
    productNames: { product: "Découvrir Elite Optimus Prime", product2: "Découvrir K1 Interstellar Scout" },
    stages: [1],
  },
  banner2: {
    title: "Black Friday & Cyber Monday",
    discount: "Jusqu'à -30 %",
    discountDescribe: "Nos prix les plus bas de l'année sur les robots transformables, avec de nouvelles offres au Cyber Monday.",
    time: "Du 22 novembre au 2 décembre",
    bgAlt: "Grimlock et Optimus Prime face à face sous une grille néon de Cyber Monday",
    background: { wide: "/images/campaign/bf-main-wide.svg", tall: "/images/campaign/bf-main-tall.svg" },
    productUrl: { product: "grimlock-g1-flagship", product2: "buzz-lightyear-space-ranger-alpha" },
    productNames: { product: "Découvrir Grimlock", product2: "Découvrir Buzz l'Éclair Space Ranger" },
    stages: [2, 3],
  },
  subscribe: {
    title: "Recevez les offres Black Friday en premier",
    describe: "Inscrivez-vous : nous vous écrivons dès qu'une nouvelle offre est débloquée.",
    label: "Adresse e-mail",
    placeholder: "Saisissez votre adresse e-mail",
    submitBtn: "S'inscrire",
    invalid: "Veuillez saisir une adresse e-mail valide",
    success: "Merci pour votre inscription ! Préparez-vous à des offres et remises Black Friday exclusives !",
  },
  benefits: {
    title: "Achetez en toute confiance",
    items: [
      { icon: "priceGuarantee", label: "Garantie de prix 30 jours", alt: "Étiquette de prix avec un bouclier" },
      { icon: "returns", label: "Retours et échanges sous 14 jours", alt: "Colis avec une flèche de retour" },
      { icon: "membership", label: "Points doublés pour les membres", alt: "Badge de membre" },
      { icon: "shipping", label: "Livraison gratuite en France", alt: "Camion de livraison" },
      { icon: "support", label: "Service client 7 jours sur 7", alt: "Casque audio" },
      { icon: "warranty", label: "Garantie 2 ans", alt: "Bouclier avec une coche" },
    ],
  },
  timeline: {
    title: "Trois étapes, trois occasions d'économiser",
    items: [
      { title: "Avant-première", date: "14 – 21 nov.", stage: 1 },
      { spacer: true },
      { title: "Black Friday", date: "22 – 29 nov.", stage: 2 },
      { spacer: true },
      { title: "Cyber Monday", date: "30 nov. – 2 déc.", stage: 3 },
    ],
  },
  countdown: { title: "Prochaines offres dans", finalTitle: "Fin des offres dans" },
  moreSurprises: {
    describe: "D'autres surprises à chaque étape",
    subDescribe: "Le 29 novembre, les 5 premières commandes reçoivent une affiche dédicacée. Les prix « BIENTÔT DÉBLOQUÉ » sont révélés au début de leur étape.",
  },
  priceLadder: true,
  payment: null,
  labels: { listPrice: "Prix conseillé", stagePrice: "Prix par étape", ended: "Terminé", now: "En cours", tabsLabel: "Aller à une section", groupsLabel: "Catégories de produits", learnMoreAbout: "En savoir plus sur" },
  products: [
    { key: "30", name: "Elite Optimus Prime", describe: "27 servomoteurs, 39 commandes vocales et 125 effets sonores.", ...offer(699, [599, 559, 559]), buy: `${shop}/elite-optimus-prime`, learnMore: `${shop}/elite-optimus-prime`, alt: "Elite Optimus Prime en mode robot", image: "/images/campaign/product-30.svg", miniPicture: "insulatedCup" },
    { key: "k1", name: "K1 Interstellar Scout", describe: "Le robot programmable des jeunes créateurs.", ...offer(309, [259, 232, 232]), buy: `${shop}/k1-interstellar-scout`, learnMore: "k1-pro-interstellar-scout", alt: "Robot K1 Interstellar Scout", image: "/images/campaign/product-k1.svg" },
    { key: "30ai", name: "Elite Optimus Prime + AI Base", describe: "Parlez avec Optimus : le pack avec l'AI Base.", ...offer(928, [799, 739, 739]), buy: `${shop}/elite-optimus-prime-ai-base`, learnMore: "ai-base", alt: "Elite Optimus Prime debout sur l'AI Base", image: "/images/campaign/product-30ai.svg", identify: "PACK", miniPicture: "clothing" },
    { key: "bumblebee", name: "Bumblebee G1 Performance", describe: "L'éclaireur Autobot classique, en spectacle sur commande.", ...offer(499, [399, 349, 349]), buy: `${shop}/bumblebee-g1-performance`, learnMore: "bumblebee-g1-performance", alt: "Robot Bumblebee G1 Performance", image: "/images/campaign/product-bumblebee.svg" },
    { key: "grimlock", name: "Grimlock G1 Flagship", describe: "Le chef des Dinobots se transforme seul de robot en T-rex.", ...offer(1799, [null, null, 1439]), buy: `${shop}/grimlock-g1-flagship`, learnMore: "grimlock-g1-flagship", alt: "Grimlock G1 Flagship en mode dinosaure", image: "/images/campaign/product-grimlock.svg", identify: "EXCLUSIVITÉ CYBER MONDAY", extendedWarranty: "Protection premium incluse" },
    { key: "buzz", name: "Buzz l'Éclair Space Ranger Alpha", describe: "Le Space Ranger de collection, à commande vocale.", ...offer(839, [null, 671, 671]), buy: `${shop}/buzz-lightyear-space-ranger-alpha`, learnMore: "buzz-lightyear-space-ranger-alpha", alt: "Robot Buzz l'Éclair Space Ranger Alpha", image: "/images/campaign/product-buzz.svg" },
    { key: "buzz2", name: "Buzz l'Éclair Toy Story", describe: "23 servomoteurs, plus de 200 répliques, voix et application.", ...offer(undefined, [599, 599, 599]), buy: `${shop}/toy-story-buzz-lightyear`, learnMore: "toy-story-buzz-lightyear", alt: "Robot Buzz l'Éclair Toy Story, ailes déployées", image: "/images/campaign/product-buzz2.svg", identify: "NOUVEAU" },
    { key: "megatron", name: "Flagship Megatron", describe: "Le chef des Decepticons, à transformation automatique.", ...offer(undefined, [1299, 1299, 1299]), buy: `${shop}/flagship-megatron`, learnMore: "flagship-megatron", alt: "Robot Flagship Megatron", image: "/images/campaign/product-megatron.svg", identify: "ÉDITION LIMITÉE" },
  ],
  productsPreview: { title: "Aperçu des offres", content: "Les prix de chaque étape en un coup d'œil : les prix du jour sont en ligne, les suivants se débloquent étape par étape.", products: ["30", "k1", "buzz", "grimlock"] },
  products2: {
    title: "Toutes les offres",
    groups: [
      { id: "webExclusive", label: "Exclusivités web", title: "Uniquement sur mechaforge.com", content: "Des packs introuvables ailleurs.", products: ["30ai", "buzz"] },
      { id: "hotDeals", label: "Meilleures offres", title: "Les offres les plus populaires", products: ["30", "k1", "bumblebee", "grimlock"] },
      { id: "newReleases", label: "Nouveautés", title: "Tout juste arrivés", content: "Les nouveaux robots à leur prix de lancement.", products: ["buzz2", "megatron"] },
      { id: "premiumProtection", label: "Protection premium", title: "Protection premium de 2 ans incluse", content: "Les robots Flagship bénéficient de la protection premium pendant les soldes.", products: ["grimlock", "30"] },
    ],
  },
  specialOffers: {
    title: "Offres spéciales",
    items: [
      { title: "Mug offert dès 399 €", content: "Un mug Mechaforge offert pour toute commande de plus de 399 €, dans la limite des stocks.", alt: "Cadeau Mechaforge au logo doré", btn: "J'en profite", link: "https://shop.mechaforge.com/fr/collections/black-friday", images: images("offer-gift") },
      { title: "T-shirt offert dès 739 €", content: "Un T-shirt Mechaforge (tailles XL à XXXL ; taille aléatoire si aucune n'est choisie) dès 739 € d'achat.", alt: "Colis avec des traits de vitesse", images: images("offer-express") },
    ],
  },
  luckyDraw: {
    title: "Tirage au sort",
    describe: "Chaque commande pendant les soldes participe au tirage de l'un des 3 artbooks en édition limitée.",
    alt: "Artbook Mechaforge en édition limitée",
    image: "/images/campaign/lucky-draw.svg",
    content: ["Indiquez une adresse e-mail correcte lors de la commande pour participer.", "Les gagnants sont annoncés sur nos réseaux sociaux avant le 10 décembre 2024.", "Les lots sont expédiés sous une semaine après l'annonce."],
  },
  giftGuide: { title: "Vous hésitez ?", describe: "Notre guide des cadeaux trouve le robot idéal pour chaque fan.", btn: "Lire le guide des cadeaux", link: "https://blog.mechaforge.com/fr/guide-cadeaux-robots" },
  tieredRewards: {
    title: "Plus vous achetez, plus on vous offre",
    describe: "Les cadeaux sont ajoutés automatiquement à votre commande.",
    tiers: [
      { threshold: 399, title: "Mug Mechaforge offert", describe: "Dans la limite des stocks.", miniPicture: "insulatedCup" },
      { threshold: 739, title: "T-shirt Mechaforge offert", describe: "Tailles XL à XXXL ; taille aléatoire si aucune n'est choisie.", miniPicture: "clothing" },
    ],
  },
  membersOnly: {
    title: "Offres réservées aux membres",
    items: [
      { title: "5 % sur votre première commande", subTitle: "Code de bienvenue", describe: "Créez un compte Mechaforge et recevez un code de bienvenue de 5 % par e-mail.", btn: "Devenir membre", alt: "Carte de réduction de bienvenue", link: "account" },
      { title: "Points de fidélité doublés", subTitle: "Pendant toutes les soldes", describe: "Les membres gagnent deux fois plus de points du 14 novembre au 2 décembre.", btn: "Se connecter", alt: "Pièce de points de fidélité", link: "login" },
    ],
  },
  tabs: [
    { label: "Offres spéciales", link: "#special-offers" },
    { label: "Tirage au sort", link: "#lucky-draw" },
    { label: "Membres", link: "#members-only-offers" },
  ],
  termsAndConditions: {
    title: "Conditions générales",
    content: [
      "L'avant-première Black Friday commence le 14 novembre 2024 à 9 h (HNEC) ; le Black Friday le 22 novembre à 9 h ; le Cyber Monday commence le 30 novembre à 9 h et se termine le 2 décembre 2024 à 23 h 59 (HNEC).",
      "Prix en euros TTC, livraison gratuite en France métropolitaine. Pendant les soldes, les expéditions peuvent prendre 3 à 5 jours de plus.",
      "Garantie de prix 30 jours : si le prix d'un article acheté entre le 14 novembre et le 2 décembre baisse dans les 30 jours, nous remboursons la différence.",
    ],
  },
  termsAndConditions2: {
    title: "Règlement des cadeaux et du tirage",
    content: [
      "Le mug est offert dès 399 € et le T-shirt dès 739 € d'achat, dans la limite des stocks. Les 5 premières commandes du 29 novembre reçoivent une affiche dédicacée.",
      "Tirage au sort : 3 artbooks en édition limitée ; une adresse e-mail correcte est requise. Résultats publiés avant le 10 décembre 2024.",
      "Retours : 14 jours à compter de la livraison. Les cadeaux doivent être retournés avec la commande correspondante.",
    ],
  },
};

export default content;
