// Support, policy and FAQ pages (fr).
import type { SupportContent } from "../../support.schema";

const support: SupportContent = {
  ui: { updated: "Dernière mise à jour", contents: "Sur cette page" },
  pages: {
    support: {
      title: "Centre d'assistance",
      intro: [
        "Première mise en route, manuel, réparation ? Commencez ici. Notre équipe répond en français sous un jour ouvré.",
      ],
      sections: [
        {
          heading: "Bien démarrer",
          links: [
            { label: "Manuels", link: "manuals", text: "Le manuel de chaque robot, en PDF." },
            {
              label: "Centre de téléchargement",
              link: "download-center",
              text: "L'application Mechaforge, Creation Studio et le firmware.",
            },
            { label: "FAQ", link: "faq", text: "Réponses rapides : installation, charge, commandes, livraison." },
            {
              label: "Enregistrement du produit",
              link: "product-registration",
              text: "Portez votre garantie constructeur à 2 ans.",
            },
          ],
        },
        {
          heading: "Commandes, retours et réparations",
          links: [
            {
              label: "Retours et réparations (RMA)",
              link: "return-manufacturer",
              text: "Demandez un retour, un échange ou une réparation.",
            },
            {
              label: "Garantie",
              link: "warranty-information",
              text: "Garantie légale, garantie constructeur et Premium Protection.",
            },
            { label: "Livraison", link: "shipping-policy", text: "Délais, frais et suivi." },
            {
              label: "Contacter l'assistance technique",
              link: "technical-support",
              text: "E-mail, téléphone et horaires.",
            },
          ],
        },
        {
          heading: "Avant de nous contacter",
          list: [
            "Chargez complètement le robot puis redémarrez-le.",
            "Mettez à jour l'application Mechaforge et le firmware du robot.",
            "Munissez-vous de votre numéro de commande et du numéro de série (étiquette sous le cache de la batterie).",
          ],
        },
      ],
    },
    "download-center": {
      title: "Centre de téléchargement",
      intro: ["Tout ce qu'il faut pour installer, programmer et mettre à jour votre robot Mechaforge."],
      sections: [
        {
          heading: "Application Mechaforge",
          paragraphs: [
            "Pilotez votre robot, déclenchez ses répliques, programmez des mouvements avec l'éditeur par blocs et installez les mises à jour. iOS 15 ou Android 9 minimum.",
          ],
          links: [
            { label: "Télécharger pour iPhone et iPad", link: "https://download.mechaforge.com/app/ios" },
            { label: "Télécharger pour Android", link: "https://download.mechaforge.com/app/android" },
          ],
        },
        {
          heading: "Creation Studio pour PC et Mac",
          paragraphs: [
            "L'éditeur avancé pour créer des chorégraphies image par image avec une frise chronologique, du son et des lumières.",
          ],
          links: [
            { label: "Creation Studio pour Windows", link: "https://download.mechaforge.com/studio/windows" },
            { label: "Creation Studio pour macOS", link: "https://download.mechaforge.com/studio/macos" },
          ],
        },
        {
          heading: "Firmware",
          paragraphs: [
            "Le firmware s'installe depuis l'application : connectez le robot, ouvrez Réglages › Firmware et laissez le robot sur son chargeur pendant la mise à jour (environ 10 minutes).",
          ],
        },
        {
          heading: "Manuels",
          links: [
            {
              label: "Tous les manuels",
              link: "manuals",
              text: "Sécurité, charge et caractéristiques de chaque robot.",
            },
          ],
        },
      ],
    },
    "warranty-information": {
      title: "Garantie",
      intro: [
        "Chaque robot Mechaforge vendu en France bénéficie de la garantie légale de conformité, de la garantie des vices cachés et de notre garantie commerciale.",
      ],
      updated: "2024-11-25",
      sections: [
        {
          heading: "Garantie légale de conformité",
          paragraphs: [
            "Le vendeur répond des défauts de conformité existant lors de la délivrance et apparus dans un délai de 2 ans (articles L217-3 et suivants du Code de la consommation). Vous pouvez choisir entre la réparation et le remplacement, sans frais. La garantie des vices cachés (articles 1641 et suivants du Code civil) s'applique en outre.",
          ],
        },
        {
          heading: "Garantie commerciale Mechaforge",
          list: [
            "1 an à compter de la livraison, comme indiqué dans les caractéristiques de chaque produit.",
            "2 ans si vous enregistrez votre robot dans les 60 jours suivant la livraison, avec enlèvement gratuit pour les réparations.",
            "Chargeurs et batteries : 1 an. Une batterie conservant au moins 70 % de sa capacité est considérée comme usée et non défectueuse.",
          ],
        },
        {
          heading: "Premium Protection",
          paragraphs: [
            "Les robots de la série Flagship achetés sur la boutique officielle incluent Premium Protection (d'une valeur de 119 €) : pendant 2 ans, une réparation en cas de dommage accidentel, le transport aller-retour offert et un traitement prioritaire.",
          ],
        },
        {
          heading: "Exclusions",
          list: [
            "L'usure normale et les marques esthétiques.",
            "Les dommages dus au forçage des articulations, aux liquides ou à un chargeur non fourni.",
            "Les robots ouverts, modifiés ou réparés par un tiers non agréé.",
          ],
        },
        {
          heading: "Faire jouer la garantie",
          paragraphs: [
            "Envoyez une demande RMA avec votre numéro de commande, le numéro de série et une description du problème. Nous répondons sous un jour ouvré.",
          ],
        },
      ],
      cta: {
        title: "Besoin d'une réparation ?",
        text: "Faites une demande en ligne et recevez immédiatement votre numéro de référence.",
        label: "Demander un RMA",
        link: "return-manufacturer",
      },
    },
    "shipping-policy": {
      title: "Livraison",
      intro: [
        "Nous livrons en France métropolitaine et en Corse depuis notre entrepôt européen. Les prix sont TTC, sans frais de douane.",
      ],
      updated: "2024-11-25",
      sections: [
        {
          heading: "Préparation",
          paragraphs: [
            "Les commandes d'articles en stock passées avant 12 h un jour ouvré sont expédiées le jour même ou le lendemain.",
            "Pendant les opérations commerciales (Black Friday, fêtes de fin d'année), un retard de livraison de 3 à 5 jours est possible. Nous vous prévenons par e-mail si votre commande est concernée.",
          ],
        },
        {
          heading: "Délais et frais",
          list: [
            "Livraison standard (Colissimo ou DPD) : offerte, 2 à 4 jours ouvrés.",
            "Livraison express : 14,95 €, offerte dès 739 € d'achat.",
            "DOM-TOM : livraison non disponible pour le moment.",
          ],
        },
        {
          heading: "Précommandes",
          paragraphs: [
            "Les robots précommandés sont expédiés à réception du stock, dans la période indiquée sur la page produit.",
          ],
        },
        {
          heading: "Colis endommagé ou perdu",
          paragraphs: [
            "Si votre colis arrive endommagé, conservez l'emballage et contactez-nous sous 7 jours avec des photos. Si un colis n'est pas arrivé 10 jours après l'expédition, nous ouvrons une enquête et vous renvoyons le produit ou vous remboursons.",
          ],
        },
      ],
    },
    "technical-support": {
      title: "Contacter l'assistance technique",
      intro: [
        "Notre équipe européenne vous aide en français pour l'installation, l'application, le firmware, les commandes et les réparations.",
      ],
      sections: [
        {
          heading: "Nous contacter",
          contacts: [
            { label: "E-mail", value: "support-eu@mechaforge.com", href: "mailto:support-eu@mechaforge.com" },
            { label: "Téléphone", value: "+31 20 555 0199", href: "tel:+31205550199" },
            { label: "Horaires", value: "Du lundi au vendredi, de 9 h à 18 h" },
            {
              label: "Adresse postale",
              value: "Mechaforge Robotics Europe B.V., Herengracht 420, 1017 BZ Amsterdam, Pays-Bas",
            },
          ],
        },
        {
          heading: "Pour une réponse plus rapide",
          list: [
            "Votre numéro de commande, ou le lieu et la date d'achat.",
            "Le numéro de série (étiquette sous le cache de la batterie).",
            "Une courte vidéo du problème, si possible.",
          ],
        },
        {
          heading: "Autres ressources",
          links: [
            { label: "FAQ", link: "faq", text: "Les réponses aux questions fréquentes." },
            {
              label: "Retours et réparations (RMA)",
              link: "return-manufacturer",
              text: "Faites votre demande en ligne.",
            },
          ],
        },
      ],
    },
    "about-us": {
      title: "À propos de Mechaforge",
      intro: [
        "Nous fabriquons les robots dont nous rêvions enfants : des personnages sous licence qui se transforment, marchent et parlent vraiment.",
      ],
      sections: [
        {
          heading: "Qui sommes-nous ?",
          paragraphs: [
            "Mechaforge Robotics a été fondée à Shenzhen en 2016 par des roboticiens et des collectionneurs passionnés. Plus de 400 personnes conçoivent, fabriquent et assurent le suivi de nos robots depuis Shenzhen, Irvine, Londres, Amsterdam, Tokyo et Séoul.",
            "Avec Hasbro et Disney, nous transformons des personnages emblématiques comme Optimus Prime, Bumblebee, Grimlock et Buzz l'Éclair en robots programmables qui se transforment seuls et obéissent à la voix.",
          ],
        },
        {
          heading: "Nos convictions",
          list: [
            "Make Life More Fun : chaque robot doit surprendre, la première comme la centième fois.",
            "Une mécanique visible : des servomoteurs et des milliers de pièces qui bougent comme le personnage à l'écran.",
            "Conçus pour durer : une garantie et une équipe d'assistance dans votre langue.",
          ],
        },
        {
          heading: "Mechaforge en France",
          paragraphs: [
            "Notre équipe européenne gère la boutique officielle française, l'assistance en français, les réparations et notre réseau de revendeurs agréés.",
          ],
          links: [{ label: "Où acheter", link: "where-to-buy", text: "Boutique officielle et revendeurs agréés." }],
        },
      ],
    },
    "privacy-policy": {
      title: "Politique de confidentialité",
      intro: [
        "Cette politique explique comment Mechaforge Robotics Europe B.V. (Amsterdam, Pays-Bas), responsable du traitement, traite vos données personnelles conformément au RGPD et à la loi Informatique et Libertés.",
      ],
      updated: "2024-11-25",
      sections: [
        {
          heading: "Données collectées",
          list: [
            "Identité et coordonnées : nom, e-mail, adresse de livraison, téléphone.",
            "Données produit : numéro de série, date et lieu d'achat, lors d'un enregistrement ou d'une demande de retour.",
            "Données techniques : pages consultées, type d'appareil et cookies acceptés.",
            "Nous ne conservons pas vos données de carte bancaire : les paiements sont traités par PayPal et nos prestataires.",
          ],
        },
        {
          heading: "Finalités et bases légales",
          list: [
            "Commandes, garantie et retours : exécution du contrat.",
            "Obligations comptables, fiscales et de sécurité des produits : obligation légale.",
            "Sécurité du site et amélioration des produits : intérêt légitime.",
            "Newsletter : votre consentement, retirable à tout moment.",
          ],
        },
        {
          heading: "Destinataires et transferts",
          paragraphs: [
            "Transporteurs, prestataires de paiement, d'hébergement et d'e-mailing, ainsi que les sociétés du groupe Mechaforge chargées de l'assistance. Les transferts hors de l'EEE reposent sur des décisions d'adéquation ou les clauses contractuelles types de la Commission européenne.",
          ],
        },
        {
          heading: "Durées de conservation",
          paragraphs: [
            "Factures : 10 ans. Dossiers de garantie et de retour : durée de la garantie plus 2 ans. Préférences marketing : jusqu'à votre désinscription.",
          ],
        },
        {
          heading: "Vos droits",
          paragraphs: [
            "Vous disposez des droits d'accès, de rectification, d'effacement, de limitation, de portabilité et d'opposition, ainsi que du droit de définir des directives post-mortem. Écrivez à privacy@mechaforge.com ; nous répondons sous un mois. Vous pouvez introduire une réclamation auprès de la CNIL (cnil.fr).",
          ],
        },
        {
          heading: "Contact",
          contacts: [
            {
              label: "Délégué à la protection des données",
              value: "privacy@mechaforge.com",
              href: "mailto:privacy@mechaforge.com",
            },
          ],
        },
      ],
    },
    "terms-use": {
      title: "Conditions d'utilisation",
      intro: [
        "Les présentes conditions régissent l'utilisation du site et de la boutique Mechaforge France, édités par Mechaforge Robotics Europe B.V., Herengracht 420, 1017 BZ Amsterdam, Pays-Bas.",
      ],
      updated: "2024-11-25",
      sections: [
        {
          heading: "Utilisation du site",
          paragraphs: [
            "Le site est destiné à un usage personnel et non commercial. Toute tentative d'accès non autorisé ou d'extraction automatisée du contenu est interdite.",
          ],
        },
        {
          heading: "Commandes, prix et rétractation",
          paragraphs: [
            "Les prix sont indiqués en euros TTC. Vous disposez d'un délai de 14 jours à compter de la livraison pour exercer votre droit de rétractation, sans avoir à vous justifier ; les frais de retour sont à notre charge.",
          ],
        },
        {
          heading: "Propriété intellectuelle",
          paragraphs: [
            "Le contenu du site, le nom et les logos Mechaforge appartiennent à Mechaforge Robotics. TRANSFORMERS et tous les personnages associés sont des marques de Hasbro utilisées sous licence. Personnages de Toy Story © Disney/Pixar.",
          ],
        },
        {
          heading: "Responsabilité",
          paragraphs: [
            "Rien dans ces conditions ne limite les garanties légales ni la responsabilité qui ne peut être exclue en vertu du droit applicable.",
          ],
        },
        {
          heading: "Droit applicable et médiation",
          paragraphs: [
            "Le droit néerlandais s'applique, sans vous priver de la protection des dispositions impératives du droit français. En cas de litige, vous pouvez recourir gratuitement à un médiateur de la consommation ou à la plateforme européenne de règlement en ligne des litiges.",
          ],
        },
      ],
    },
  },
  faq: {
    title: "Questions fréquentes",
    intro: [
      "Les réponses rapides sur votre robot, votre commande et nos conditions. Vous ne trouvez pas votre réponse ? Contactez notre assistance.",
    ],
    groups: [
      {
        title: "Utiliser votre robot",
        items: [
          {
            question: "Comment charger mon robot et quelle est son autonomie ?",
            answer: [
              "Utilisez uniquement le chargeur fourni. Flagship Bumblebee se charge en 120 minutes environ pour environ 60 minutes d'utilisation ; Buzz l'Éclair se charge en 90 minutes environ en USB-C avec son adaptateur 30 W. Le voyant passe au vert une fois la charge terminée.",
            ],
          },
          {
            question: "Mon robot ne réagit pas aux commandes vocales. Que faire ?",
            answer: [
              "Prononcez d'abord le mot d'activation, puis la commande, à moins de 2 mètres environ. Réduisez le bruit ambiant et vérifiez que la batterie est chargée à plus de 20 %.",
              "Si le problème persiste, redémarrez le robot et mettez à jour son firmware dans l'application.",
            ],
          },
          {
            question: "Puis-je bouger les bras et les jambes à la main ?",
            answer: [
              "Uniquement robot éteint. Forcer les articulations sous tension peut endommager les servomoteurs et n'est pas couvert par la garantie.",
            ],
          },
        ],
      },
      {
        title: "Commandes et livraison",
        items: [
          {
            question: "Quels sont les délais de livraison ?",
            answer: [
              "La livraison standard est offerte et prend 2 à 4 jours ouvrés. Pendant les opérations commerciales, un retard de 3 à 5 jours est possible.",
            ],
          },
          {
            question: "Quels moyens de paiement acceptez-vous ?",
            answer: ["PayPal et les principales cartes bancaires (CB, Visa, Mastercard)."],
          },
        ],
      },
      {
        title: "Retours et garantie",
        items: [
          {
            question: "Puis-je retourner mon robot ?",
            answer: [
              "Oui, vous disposez de 14 jours après la livraison pour vous rétracter. Faites une demande de retour en ligne : l'étiquette de retour est gratuite.",
            ],
          },
          {
            question: "Quelle est la durée de la garantie ?",
            answer: [
              "Vous bénéficiez de la garantie légale de conformité de 2 ans. Notre garantie commerciale est de 1 an, portée à 2 ans si vous enregistrez votre robot dans les 60 jours.",
            ],
          },
          {
            question: "Où trouver le numéro de série ?",
            answer: [
              "Sur l'étiquette sous le cache de la batterie et sur le côté de la boîte. Il comporte 10 à 24 lettres et chiffres.",
            ],
          },
        ],
      },
    ],
    cta: {
      title: "Besoin d'aide ?",
      text: "Notre équipe vous répond en français sous un jour ouvré.",
      label: "Contacter l'assistance",
      link: "technical-support",
    },
  },
};

export default support;
