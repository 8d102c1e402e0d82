import type { CampaignContent } from "../campaign.schema";
import { offer } from "../campaign-offer";

const shop = "https://shop.mechaforge.com/fr/products";
const images = (name: string) => ({ pc: `/images/campaign/${name}-pc.svg`, tablet: `/images/campaign/${name}-tablet.svg`, mobile: `/images/campaign/${name}-mobile.svg` });

const content: CampaignContent = {
  stageNames: ["Soldes de Noël", "Soldes du Nouvel An"],
  banner1: {
    title: "Soldes de Noël",
    discount: "Jusqu'à -30 %",
    discountDescribe: "Des cadeaux qui se transforment : prix de fête sur nos robots, et un mug offert dès 399 € d'achat.",
    time: "Du 9 au 25 décembre",
    bgAlt: "Optimus Prime à côté d'un sapin de Noël illuminé et de cadeaux emballés",
    background: { wide: "/images/campaign/xmas-wide.svg", tall: "/images/campaign/xmas-tall.svg" },
    productUrl: { product: "toy-story-buzz-lightyear", product2: "k1-pro-interstellar-scout" },
    productNames: { product: "Découvrir Buzz l'Éclair Toy Story", product2: "Découvrir K1 Interstellar Scout" },
    stages: [1],
  },
  banner2: {
    title: "Soldes du Nouvel An",
    discount: "Commencez 2025 en beauté",
    discountDescribe: "Les prix de fête continuent jusqu'au réveillon.",
    time: "Du 26 au 31 décembre",
    bgAlt: "Feux d'artifice au-dessus d'une ville de robots",
    background: { wide: "/images/campaign/newyear-wide.svg", tall: "/images/campaign/newyear-tall.svg" },
    productUrl: { product: "grimlock-g1-flagship", product2: "bumblebee-g1-performance" },
    productNames: { product: "Découvrir Grimlock", product2: "Découvrir Bumblebee" },
    stages: [2],
  },
  subscribe: {
    title: "Restez informé",
    describe: "Idées cadeaux, nouveautés et offres membres par e-mail.",
    label: "Adresse e-mail",
    placeholder: "Saisissez votre adresse e-mail",
    submitBtn: "S'inscrire",
    invalid: "Veuillez saisir une adresse e-mail valide",
    success: "Inscription réussie !",
  },
  benefits: {
    title: "Des cadeaux en toute sérénité",
    items: [
      { icon: "priceGuarantee", label: "Garantie de prix 30 jours", alt: "Étiquette de prix avec un bouclier" },
      { icon: "returns", label: "Retours prolongés jusqu'au 20 janvier 2025", alt: "Colis avec une flèche de retour" },
      { icon: "membership", label: "Points doublés pour les membres", alt: "Badge de membre" },
      { icon: "shipping", label: "Livraison gratuite en France", alt: "Camion de livraison" },
      { icon: "support", label: "Service client 7 jours sur 7", alt: "Casque audio" },
      { icon: "warranty", label: "Garantie 2 ans", alt: "Bouclier avec une coche" },
    ],
  },
  timeline: {
    title: "Le calendrier des fêtes",
    items: [
      { title: "Soldes de Noël", date: "9 – 25 déc.", stage: 1 },
      { spacer: true },
      { title: "Soldes du Nouvel An", date: "26 – 31 déc.", stage: 2 },
    ],
  },
  countdown: { title: "Soldes du Nouvel An dans", finalTitle: "Fin des soldes dans" },
  moreSurprises: { describe: "Emballé, prêt à offrir", subDescribe: "Commandez avant le 16 décembre pour une livraison avant Noël en France métropolitaine." },
  priceLadder: false,
  payment: null,
  labels: { listPrice: "Prix conseillé", stagePrice: "Prix par étape", ended: "Terminé", now: "En cours", tabsLabel: "Aller à une section", groupsLabel: "Catégories de cadeaux", learnMoreAbout: "En savoir plus sur" },
  products: [
    { key: "30", name: "Elite Optimus Prime", describe: "Le chef des Autobots et ses 27 servomoteurs.", ...offer(699, [559, 559, null]), buy: `${shop}/elite-optimus-prime`, learnMore: `${shop}/elite-optimus-prime`, alt: "Elite Optimus Prime en mode robot", image: "/images/campaign/product-30.svg" },
    { key: "k1", name: "K1 Interstellar Scout", describe: "Un premier robot à construire et à programmer.", ...offer(309, [232, 232, null]), buy: `${shop}/k1-interstellar-scout`, learnMore: "k1-pro-interstellar-scout", alt: "Robot K1 Interstellar Scout", image: "/images/campaign/product-k1.svg" },
    { key: "30ai", name: "Elite Optimus Prime + AI Base", describe: "Le pack qui vous répond.", ...offer(928, [739, 739, null]), buy: `${shop}/elite-optimus-prime-ai-base`, learnMore: "ai-base", alt: "Elite Optimus Prime debout sur l'AI Base", image: "/images/campaign/product-30ai.svg", identify: "PACK" },
    { key: "bumblebee", name: "Bumblebee G1 Performance", describe: "Un ami jaune sous le sapin.", ...offer(499, [349, 349, null]), buy: `${shop}/bumblebee-g1-performance`, learnMore: "bumblebee-g1-performance", alt: "Robot Bumblebee G1 Performance", image: "/images/campaign/product-bumblebee.svg", miniPicture: "insulatedCup" },
    { key: "grimlock", name: "Grimlock G1 Flagship", describe: "Moi Grimlock, meilleur cadeau.", ...offer(1799, [1439, 1439, null]), buy: `${shop}/grimlock-g1-flagship`, learnMore: "grimlock-g1-flagship", alt: "Grimlock G1 Flagship en mode dinosaure", image: "/images/campaign/product-grimlock.svg", identify: "40E ANNIVERSAIRE" },
    { key: "buzz", name: "Buzz l'Éclair Space Ranger Alpha", describe: "Vers l'infini et au-delà, à la voix.", ...offer(839, [671, 671, null]), buy: `${shop}/buzz-lightyear-space-ranger-alpha`, learnMore: "buzz-lightyear-space-ranger-alpha", alt: "Robot Buzz l'Éclair Space Ranger Alpha", image: "/images/campaign/product-buzz.svg" },
    { key: "buzz2", name: "Buzz l'Éclair Toy Story", describe: "Plus de 200 répliques et une application.", ...offer(undefined, [599, 599, null]), buy: `${shop}/toy-story-buzz-lightyear`, learnMore: "toy-story-buzz-lightyear", alt: "Robot Buzz l'Éclair Toy Story, ailes déployées", image: "/images/campaign/product-buzz2.svg", identify: "NOUVEAU" },
    { key: "megatron", name: "Flagship Megatron", describe: "Le chef des Decepticons en édition numérotée du 40e anniversaire.", ...offer(undefined, [1299, 1299, null]), buy: `${shop}/flagship-megatron`, learnMore: "flagship-megatron", alt: "Robot Flagship Megatron", image: "/images/campaign/product-megatron.svg", identify: "ÉDITION LIMITÉE 40E" },
  ],
  productsPreview: { title: "Les cadeaux de la saison", content: "Nos robots les plus désirés, à prix de fête.", products: ["buzz2", "30", "k1", "bumblebee"] },
  products2: {
    title: "Trouvez le cadeau parfait",
    groups: [
      { id: "bestValueGifts", label: "Petits prix", title: "De grands sourires à petit prix", products: ["k1", "bumblebee", "30ai"] },
      { id: "curatedGifts", label: "Notre sélection", title: "Choisis par notre équipe", content: "Pour le fan qui a déjà tout.", products: ["30", "buzz", "buzz2"] },
      { id: "limited40th", label: "Édition limitée 40e", title: "40 ans de Transformers", content: "Éditions anniversaire numérotées, dans la limite des stocks.", products: ["megatron", "grimlock"] },
      { id: "newReleases", label: "Nouveautés", title: "Tout juste arrivés", products: ["buzz2"] },
    ],
  },
  specialOffers: {
    title: "Offres spéciales",
    items: [
      { title: "Mug offert dès 399 €", content: "Un mug Mechaforge offert pour toute commande de plus de 399 €.", alt: "Cadeau Mechaforge emballé pour Noël", btn: "Voir les cadeaux", link: "https://shop.mechaforge.com/fr/collections/noel", images: images("offer-gift") },
      { title: "T-shirt offert dès 739 €", content: "Un T-shirt Mechaforge (tailles XL à XXXL) dès 739 € d'achat.", alt: "Colis avec des traits de vitesse", images: images("offer-express") },
    ],
  },
  luckyDraw: {
    title: "Tirage au sort de Noël",
    describe: "Chaque commande des fêtes participe au tirage de l'un des 3 artbooks en édition limitée.",
    alt: "Artbook Mechaforge en édition limitée",
    image: "/images/campaign/lucky-draw.svg",
    content: ["Indiquez une adresse e-mail correcte lors de la commande pour participer.", "Les gagnants sont annoncés sur nos réseaux sociaux en janvier 2025.", "Les lots sont expédiés sous une semaine après l'annonce."],
  },
  giftGuide: { title: "Guide des cadeaux de Noël", describe: "Des idées pour tous les âges, des jeunes codeurs aux grands collectionneurs.", btn: "Lire le guide", link: "https://blog.mechaforge.com/fr/guide-cadeaux-noel" },
  tieredRewards: {
    title: "Cadeaux des fêtes",
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
      { title: "Points de fidélité doublés", subTitle: "Pendant les fêtes", describe: "Les membres gagnent deux fois plus de points jusqu'au 31 décembre.", btn: "Se connecter", alt: "Pièce de points de fidélité", link: "login" },
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
      "Les soldes de Noël commencent le 9 décembre 2024 à 9 h (HNEC) ; les soldes du Nouvel An le 26 décembre 2024 à 9 h, jusqu'au 31 décembre 2024 à 23 h 59 (HNEC).",
      "Prix en euros TTC, livraison gratuite en France métropolitaine.",
      "Retours prolongés : les articles achetés pendant les soldes peuvent être retournés jusqu'au 20 janvier 2025.",
    ],
  },
  termsAndConditions2: {
    title: "Règlement des cadeaux et du tirage",
    content: ["Le mug est offert dès 399 € et le T-shirt dès 739 € d'achat, dans la limite des stocks.", "Tirage au sort : une adresse e-mail correcte est requise lors de la commande."],
  },
};

export default content;
