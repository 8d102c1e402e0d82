// Campaign page words (fr). Dates and amounts are placeholders filled from the schedule and the campaign facts.
import type { CampaignsWords } from "../../campaign.schema";

const campaigns: CampaignsWords = {
  shopProduct: "Découvrir {name}",
  blackFriday: {
    stages: [
      {
        name: "Black Friday en avant-première",
        shortName: "Avant-première",
        dates: "{stage1:day} – {stage1Last:short}",
      },
      { name: "Black Friday", dates: "{stage2:day} – {stage2Last:short}" },
      { name: "Cyber Monday", dates: "{stage3:short} – {last:short}" },
    ],
    banners: {
      banner1: {
        title: "Black Friday en avant-première",
        discount: "Jusqu'à 140 € de remise",
        discountDescribe:
          "Premières offres sur Elite Optimus Prime, K1 et Bumblebee, et un mug offert dès {tier1} d'achat.",
        time: "Du {stage1:day} au {stage1Last}",
        bgAlt: "Silhouette d'Elite Optimus Prime sur un ciel doré de Black Friday",
      },
      banner2: {
        title: "Black Friday & Cyber Monday",
        discount: "Jusqu'à -30 %",
        discountDescribe:
          "Nos prix les plus bas de l'année sur les robots transformables, avec de nouvelles offres au Cyber Monday.",
        time: "Du {stage2} au {last}",
        bgAlt: "Grimlock et Optimus Prime face à face sous une grille néon de Cyber Monday",
      },
    },
    subscribe: {
      title: "Recevez les offres Black Friday en premier",
      describe: "Inscrivez-vous : nous vous écrivons dès qu'une nouvelle offre est débloquée.",
      label: "Adresse e-mail",
      placeholder: "Saisissez votre adresse e-mail",
      submitBtn: "S'inscrire",
      success: "Merci pour votre inscription ! Préparez-vous à des offres et remises Black Friday exclusives !",
    },
    benefits: {
      title: "Achetez en toute confiance",
      items: {
        priceGuarantee: { label: "Garantie de prix 30 jours", alt: "Étiquette de prix avec un bouclier" },
        returns: { label: "Retours et échanges sous 14 jours", alt: "Colis avec une flèche de retour" },
        membership: { label: "Points doublés pour les membres", alt: "Badge de membre" },
        shipping: { label: "Livraison gratuite en France", alt: "Camion de livraison" },
        support: { label: "Service client 7 jours sur 7", alt: "Casque audio" },
        warranty: { label: "Garantie 2 ans", alt: "Bouclier avec une coche" },
      },
    },
    timeline: { title: "Trois étapes, trois occasions d'économiser" },
    countdown: { title: "Prochaines offres dans", finalTitle: "Fin des offres dans" },
    moreSurprises: {
      describe: "D'autres surprises à chaque étape",
      subDescribe:
        "Le {giftDay}, les 5 premières commandes reçoivent une affiche dédicacée. Les prix « BIENTÔT DÉBLOQUÉ » sont révélés au début de leur étape.",
    },
    labels: {
      listPrice: "Prix conseillé",
      stagePrice: "Prix par étape",
      ended: "Terminé",
      now: "En cours",
      tabsLabel: "Aller à une section",
      groupsLabel: "Catégories de produits",
      learnMoreAbout: "En savoir plus sur",
    },
    products: {
      "30": {
        describe: "27 servomoteurs, 39 commandes vocales et 125 effets sonores.",
        alt: "Elite Optimus Prime en mode robot",
      },
      k1: { describe: "Le robot programmable des jeunes créateurs.", alt: "Robot K1 Interstellar Scout" },
      "30ai": {
        describe: "Parlez avec Optimus : le pack avec l'AI Base.",
        alt: "Elite Optimus Prime debout sur l'AI Base",
        identify: "PACK",
      },
      bumblebee: {
        describe: "L'éclaireur Autobot classique, en spectacle sur commande.",
        alt: "Robot Bumblebee G1 Performance",
      },
      grimlock: {
        describe: "Le chef des Dinobots se transforme seul de robot en T-rex.",
        alt: "Grimlock G1 Flagship en mode dinosaure",
        identify: "EXCLUSIVITÉ CYBER MONDAY",
        extendedWarranty: "Protection premium incluse",
      },
      buzz: {
        describe: "Le Space Ranger de collection, à commande vocale.",
        alt: "Robot Buzz l'Éclair Space Ranger Alpha",
      },
      buzz2: {
        describe: "23 servomoteurs, plus de 200 répliques, voix et application.",
        alt: "Robot Buzz l'Éclair Toy Story, ailes déployées",
        identify: "NOUVEAU",
      },
      megatron: {
        describe: "Le chef des Decepticons, à transformation automatique.",
        alt: "Robot Flagship Megatron",
        identify: "ÉDITION LIMITÉE",
      },
    },
    productsPreview: {
      title: "Aperçu des offres",
      content:
        "Les prix de chaque étape en un coup d'œil : les prix du jour sont en ligne, les suivants se débloquent étape par étape.",
    },
    groups: {
      title: "Toutes les offres",
      items: {
        webExclusive: {
          label: "Exclusivités web",
          title: "Uniquement sur mechaforge.com",
          content: "Des packs introuvables ailleurs.",
        },
        hotDeals: { label: "Meilleures offres", title: "Les offres les plus populaires" },
        newReleases: {
          label: "Nouveautés",
          title: "Tout juste arrivés",
          content: "Les nouveaux robots à leur prix de lancement.",
        },
        premiumProtection: {
          label: "Protection premium",
          title: "Protection premium de 2 ans incluse",
          content: "Les robots Flagship bénéficient de la protection premium pendant les soldes.",
        },
      },
    },
    specialOffers: {
      title: "Offres spéciales",
      items: {
        insulatedCup: {
          title: "Mug offert dès {tier1}",
          content: "Un mug Mechaforge offert pour toute commande de plus de {tier1}, dans la limite des stocks.",
          alt: "Cadeau Mechaforge au logo doré",
          btn: "J'en profite",
        },
        clothing: {
          title: "T-shirt offert dès {tier2}",
          content:
            "Un T-shirt Mechaforge (tailles XL à XXXL ; taille aléatoire si aucune n'est choisie) dès {tier2} d'achat.",
          alt: "Colis avec des traits de vitesse",
        },
      },
    },
    luckyDraw: {
      title: "Tirage au sort",
      describe: "Chaque commande pendant les soldes participe au tirage de l'un des 3 artbooks en édition limitée.",
      alt: "Artbook Mechaforge en édition limitée",
      content: [
        "Indiquez une adresse e-mail correcte lors de la commande pour participer.",
        "Les gagnants sont annoncés sur nos réseaux sociaux avant le {drawResults:year}.",
        "Les lots sont expédiés sous une semaine après l'annonce.",
      ],
    },
    giftGuide: {
      title: "Vous hésitez ?",
      describe: "Notre guide des cadeaux trouve le robot idéal pour chaque fan.",
      btn: "Lire le guide des cadeaux",
    },
    tieredRewards: {
      title: "Plus vous achetez, plus on vous offre",
      describe: "Les cadeaux sont ajoutés automatiquement à votre commande.",
      gifts: {
        insulatedCup: { title: "Mug Mechaforge offert", describe: "Dans la limite des stocks." },
        clothing: {
          title: "T-shirt Mechaforge offert",
          describe: "Tailles XL à XXXL ; taille aléatoire si aucune n'est choisie.",
        },
      },
    },
    membersOnly: {
      title: "Offres réservées aux membres",
      items: {
        welcomeCode: {
          title: "5 % sur votre première commande",
          subTitle: "Code de bienvenue",
          describe: "Créez un compte Mechaforge et recevez un code de bienvenue de 5 % par e-mail.",
          btn: "Devenir membre",
          alt: "Carte de réduction de bienvenue",
        },
        doublePoints: {
          title: "Points de fidélité doublés",
          subTitle: "Pendant toutes les soldes",
          describe: "Les membres gagnent deux fois plus de points du {stage1} au {last}.",
          btn: "Se connecter",
          alt: "Pièce de points de fidélité",
        },
      },
    },
    tabs: { "special-offers": "Offres spéciales", "lucky-draw": "Tirage au sort", "members-only-offers": "Membres" },
    termsAndConditions: {
      title: "Conditions générales",
      content: [
        "L'avant-première Black Friday commence le {stage1:year} à {stage1:hour} h (HNEC) ; le Black Friday le {stage2} à {stage2:hour} h ; le Cyber Monday commence le {stage3} à {stage3:hour} h et se termine le {last:year} à {last:hour} h {last:minute} (HNEC).",
        "Prix en euros TTC, livraison gratuite en France métropolitaine. Pendant les soldes, les expéditions peuvent prendre 3 à 5 jours de plus.",
        "Garantie de prix 30 jours : si le prix d'un article acheté entre le {guaranteeFrom} et le {guaranteeUntil} baisse dans les 30 jours, nous remboursons la différence.",
      ],
    },
    termsAndConditions2: {
      title: "Règlement des cadeaux et du tirage",
      content: [
        "Le mug est offert dès {tier1} et le T-shirt dès {tier2} d'achat, dans la limite des stocks. Les 5 premières commandes du {giftDay} reçoivent une affiche dédicacée.",
        "Tirage au sort : 3 artbooks en édition limitée ; une adresse e-mail correcte est requise. Résultats publiés avant le {drawResults:year}.",
        "Retours : 14 jours à compter de la livraison. Les cadeaux doivent être retournés avec la commande correspondante.",
      ],
    },
  },
  christmas: {
    stages: [
      { name: "Soldes de Noël", dates: "{stage1:day} – {stage1Last:short}" },
      { name: "Soldes du Nouvel An", dates: "{stage2:day} – {last:short}" },
    ],
    banners: {
      banner1: {
        title: "Soldes de Noël",
        discount: "Jusqu'à -30 %",
        discountDescribe:
          "Des cadeaux qui se transforment : prix de fête sur nos robots, et un mug offert dès {tier1} d'achat.",
        time: "Du {stage1:day} au {stage1Last}",
        bgAlt: "Optimus Prime à côté d'un sapin de Noël illuminé et de cadeaux emballés",
      },
      banner2: {
        title: "Soldes du Nouvel An",
        discount: "Commencez {nextYear} en beauté",
        discountDescribe: "Les prix de fête continuent jusqu'au réveillon.",
        time: "Du {stage2:day} au {last}",
        bgAlt: "Feux d'artifice au-dessus d'une ville de robots",
      },
    },
    subscribe: {
      title: "Restez informé",
      describe: "Idées cadeaux, nouveautés et offres membres par e-mail.",
      label: "Adresse e-mail",
      placeholder: "Saisissez votre adresse e-mail",
      submitBtn: "S'inscrire",
      success: "Inscription réussie !",
    },
    benefits: {
      title: "Des cadeaux en toute sérénité",
      items: {
        priceGuarantee: { label: "Garantie de prix 30 jours", alt: "Étiquette de prix avec un bouclier" },
        returns: { label: "Retours prolongés jusqu'au {returnsUntil:year}", alt: "Colis avec une flèche de retour" },
        membership: { label: "Points doublés pour les membres", alt: "Badge de membre" },
        shipping: { label: "Livraison gratuite en France", alt: "Camion de livraison" },
        support: { label: "Service client 7 jours sur 7", alt: "Casque audio" },
        warranty: { label: "Garantie 2 ans", alt: "Bouclier avec une coche" },
      },
    },
    timeline: { title: "Le calendrier des fêtes" },
    countdown: { title: "Soldes du Nouvel An dans", finalTitle: "Fin des soldes dans" },
    moreSurprises: {
      describe: "Emballé, prêt à offrir",
      subDescribe: "Commandez avant le {orderBy} pour une livraison avant Noël en France métropolitaine.",
    },
    labels: {
      listPrice: "Prix conseillé",
      stagePrice: "Prix par étape",
      ended: "Terminé",
      now: "En cours",
      tabsLabel: "Aller à une section",
      groupsLabel: "Catégories de cadeaux",
      learnMoreAbout: "En savoir plus sur",
    },
    products: {
      "30": { describe: "Le chef des Autobots et ses 27 servomoteurs.", alt: "Elite Optimus Prime en mode robot" },
      k1: { describe: "Un premier robot à construire et à programmer.", alt: "Robot K1 Interstellar Scout" },
      "30ai": {
        describe: "Le pack qui vous répond.",
        alt: "Elite Optimus Prime debout sur l'AI Base",
        identify: "PACK",
      },
      bumblebee: { describe: "Un ami jaune sous le sapin.", alt: "Robot Bumblebee G1 Performance" },
      grimlock: {
        describe: "Moi Grimlock, meilleur cadeau.",
        alt: "Grimlock G1 Flagship en mode dinosaure",
        identify: "40E ANNIVERSAIRE",
      },
      buzz: { describe: "Vers l'infini et au-delà, à la voix.", alt: "Robot Buzz l'Éclair Space Ranger Alpha" },
      buzz2: {
        describe: "Plus de 200 répliques et une application.",
        alt: "Robot Buzz l'Éclair Toy Story, ailes déployées",
        identify: "NOUVEAU",
      },
      megatron: {
        describe: "Le chef des Decepticons en édition numérotée du 40e anniversaire.",
        alt: "Robot Flagship Megatron",
        identify: "ÉDITION LIMITÉE 40E",
      },
    },
    productsPreview: { title: "Les cadeaux de la saison", content: "Nos robots les plus désirés, à prix de fête." },
    groups: {
      title: "Trouvez le cadeau parfait",
      items: {
        bestValueGifts: { label: "Petits prix", title: "De grands sourires à petit prix" },
        curatedGifts: {
          label: "Notre sélection",
          title: "Choisis par notre équipe",
          content: "Pour le fan qui a déjà tout.",
        },
        limited40th: {
          label: "Édition limitée 40e",
          title: "40 ans de Transformers",
          content: "Éditions anniversaire numérotées, dans la limite des stocks.",
        },
        newReleases: { label: "Nouveautés", title: "Tout juste arrivés" },
      },
    },
    specialOffers: {
      title: "Offres spéciales",
      items: {
        insulatedCup: {
          title: "Mug offert dès {tier1}",
          content: "Un mug Mechaforge offert pour toute commande de plus de {tier1}.",
          alt: "Cadeau Mechaforge emballé pour Noël",
          btn: "Voir les cadeaux",
        },
        clothing: {
          title: "T-shirt offert dès {tier2}",
          content: "Un T-shirt Mechaforge (tailles XL à XXXL) dès {tier2} d'achat.",
          alt: "Colis avec des traits de vitesse",
        },
      },
    },
    luckyDraw: {
      title: "Tirage au sort de Noël",
      describe: "Chaque commande des fêtes participe au tirage de l'un des 3 artbooks en édition limitée.",
      alt: "Artbook Mechaforge en édition limitée",
      content: [
        "Indiquez une adresse e-mail correcte lors de la commande pour participer.",
        "Les gagnants sont annoncés sur nos réseaux sociaux en {drawResults:monthYear}.",
        "Les lots sont expédiés sous une semaine après l'annonce.",
      ],
    },
    giftGuide: {
      title: "Guide des cadeaux de Noël",
      describe: "Des idées pour tous les âges, des jeunes codeurs aux grands collectionneurs.",
      btn: "Lire le guide",
    },
    tieredRewards: {
      title: "Cadeaux des fêtes",
      describe: "Les cadeaux sont ajoutés automatiquement à votre commande.",
      gifts: {
        insulatedCup: { title: "Mug Mechaforge offert", describe: "Dans la limite des stocks." },
        clothing: {
          title: "T-shirt Mechaforge offert",
          describe: "Tailles XL à XXXL ; taille aléatoire si aucune n'est choisie.",
        },
      },
    },
    membersOnly: {
      title: "Offres réservées aux membres",
      items: {
        welcomeCode: {
          title: "5 % sur votre première commande",
          subTitle: "Code de bienvenue",
          describe: "Créez un compte Mechaforge et recevez un code de bienvenue de 5 % par e-mail.",
          btn: "Devenir membre",
          alt: "Carte de réduction de bienvenue",
        },
        doublePoints: {
          title: "Points de fidélité doublés",
          subTitle: "Pendant les fêtes",
          describe: "Les membres gagnent deux fois plus de points jusqu'au {last}.",
          btn: "Se connecter",
          alt: "Pièce de points de fidélité",
        },
      },
    },
    tabs: { "special-offers": "Offres spéciales", "lucky-draw": "Tirage au sort", "members-only-offers": "Membres" },
    termsAndConditions: {
      title: "Conditions générales",
      content: [
        "Les soldes de Noël commencent le {stage1:year} à {stage1:hour} h (HNEC) ; les soldes du Nouvel An le {stage2:year} à {stage2:hour} h, jusqu'au {last:year} à {last:hour} h {last:minute} (HNEC).",
        "Prix en euros TTC, livraison gratuite en France métropolitaine.",
        "Retours prolongés : les articles achetés pendant les soldes peuvent être retournés jusqu'au {returnsUntil:year}.",
      ],
    },
    termsAndConditions2: {
      title: "Règlement des cadeaux et du tirage",
      content: [
        "Le mug est offert dès {tier1} et le T-shirt dès {tier2} d'achat, dans la limite des stocks.",
        "Tirage au sort : une adresse e-mail correcte est requise lors de la commande.",
      ],
    },
  },
};

export default campaigns;
