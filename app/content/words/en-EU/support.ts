// Support, policy and FAQ pages, EU English: only what differs from en-GB.
import type { SupportContent } from "../../support.schema";
import type { DeepPartial } from "../overrides";

const support: DeepPartial<SupportContent> = {
  pages: {
    support: {
      intro: [
        "Setting up a new robot, looking for a manual or need a repair? Start here. Our European support team replies within one working day, in English, French and German.",
      ],
    },
    "warranty-information": {
      intro: [
        "Every Mechaforge robot sold in the European Union is covered by the 2-year legal guarantee of conformity, and by our manufacturer's warranty.",
      ],
      sections: [
        {
          heading: "Legal guarantee of conformity",
          paragraphs: [
            "Under EU consumer law, the seller is responsible for any lack of conformity that becomes apparent within 2 years of delivery. For purchases on our official store, that seller is Mechaforge Robotics Europe B.V., and you can claim repair or replacement free of charge.",
          ],
        },
        {
          heading: "Manufacturer's warranty",
          list: [
            "Standard warranty: 1 year from delivery, as stated in each product's specifications, valid in every EU country.",
            "Register your robot within 60 days of delivery to extend the manufacturer's warranty to 2 years, including free collection for repairs.",
            "Chargers and batteries: 1 year; a battery that keeps at least 70% of its original capacity is considered worn rather than faulty.",
          ],
        },
        {
          heading: "Premium Protection",
          paragraphs: [
            "Flagship series robots bought on the official store include Premium Protection (worth €119): for 2 years, one repair of accidental damage, free shipping both ways for warranty repairs, and priority handling.",
          ],
        },
        {
          heading: "What is not covered",
          list: [
            "Normal wear and cosmetic marks.",
            "Damage from forcing joints by hand, liquids, or chargers other than the one supplied.",
            "Robots opened, modified or repaired by anyone other than Mechaforge or its authorised service partners.",
          ],
        },
        {
          heading: "How to make a claim",
          paragraphs: [
            "Submit a return request (RMA) with your order number, serial number and a description of the fault. We reply within one working day and arrange free collection where a repair is needed.",
          ],
        },
      ],
      cta: { text: "Start a return request and receive a reference number straight away." },
    },
    "shipping-policy": {
      title: "Shipping Policy",
      intro: [
        "We ship from our warehouse in the Netherlands to all 27 EU member states. Prices include VAT and there are no customs charges within the EU.",
      ],
      sections: [
        {
          heading: "Dispatch",
          paragraphs: [
            "In-stock orders placed before 12:00 CET on a working day are dispatched the same or the next working day.",
            "During sales events such as Black Friday and the Christmas sale, deliveries may be delayed by 3-5 days. We will email you if your order is affected.",
          ],
        },
        {
          heading: "Delivery times and costs",
          list: [
            "Standard delivery (DHL or DPD): free, 2-4 working days to Benelux, Germany and France, 3-8 working days to other EU countries.",
            "Express delivery: €14.95, free on orders over €739.",
            "We do not currently ship to the Canary Islands, Ceuta, Melilla or overseas territories.",
          ],
        },
        {
          heading: "Pre-orders",
          paragraphs: ["Pre-ordered robots ship when stock arrives, within the window shown on the product page."],
        },
        {
          heading: "Damaged or missing parcels",
          paragraphs: [
            "If your parcel arrives damaged, keep the packaging and contact us within 7 days with photos. If a parcel has not arrived 10 days after dispatch, we investigate with the carrier and send a replacement or a refund.",
          ],
        },
      ],
    },
    "technical-support": {
      intro: [
        "Our European support team in Amsterdam helps with set-up, app connection, firmware, orders and repairs, in English, French and German.",
      ],
      sections: [
        {
          heading: "Contact us",
          contacts: [
            { label: "Email", value: "support-eu@mechaforge.com", href: "mailto:support-eu@mechaforge.com" },
            { label: "Telephone", value: "+31 20 555 0199", href: "tel:+31205550199" },
            { label: "Opening hours", value: "Monday to Friday, 9:00-18:00 CET" },
            {
              label: "Postal address",
              value: "Mechaforge Robotics Europe B.V., Herengracht 420, 1017 BZ Amsterdam, Netherlands",
            },
          ],
        },
        {
          heading: "Help us help you faster",
          list: [
            "Your order number, or where and when you bought the robot.",
            "The serial number from the sticker under the battery cover.",
            "A short video of the problem, if possible.",
          ],
        },
        {
          heading: "Other ways to get help",
          links: [
            { label: "FAQ", link: "faq", text: "Answers to the most common questions." },
            {
              label: "Returns & Repairs (RMA)",
              link: "return-manufacturer",
              text: "Start a return or warranty repair online.",
            },
          ],
        },
      ],
    },
    "about-us": {
      sections: [
        {
          heading: "Who we are",
          paragraphs: [
            "Mechaforge Robotics was founded in Shenzhen in 2016 by a team of roboticists and lifelong collectors. Today more than 400 people design, build and support our robots from Shenzhen, Irvine, London, Amsterdam, Tokyo and Seoul.",
            "Working with Hasbro and Disney, we turn iconic characters such as Optimus Prime, Bumblebee, Grimlock and Buzz Lightyear into programmable robots that convert on their own, respond to voice commands and can be coded in our app.",
          ],
        },
        {
          heading: "What we believe",
          list: [
            "Make Life More Fun: every robot should surprise you the first time and the hundredth.",
            "Engineering you can see: servos, chips and thousands of parts that move the way the character does on screen.",
            "Built to last: every robot is backed by our warranty and a support team in your country.",
          ],
        },
        {
          heading: "Mechaforge in Europe",
          paragraphs: [
            "Our European team in Amsterdam runs the official EU store, customer support in three languages, repairs and our network of authorised dealers.",
          ],
          links: [
            { label: "Where to Buy", link: "where-to-buy", text: "Official store and authorised dealers." },
            { label: "Manuals", link: "manuals", text: "User manuals for every robot." },
          ],
        },
      ],
    },
    "privacy-policy": {
      intro: [
        "This notice explains how Mechaforge Robotics Europe B.V. (Amsterdam, the Netherlands), as data controller, processes your personal data under the General Data Protection Regulation (GDPR).",
      ],
      sections: [
        {
          heading: "Data we collect",
          list: [
            "Contact and account details: name, email, delivery address and phone number.",
            "Product details: serial numbers, purchase dates and retailers, when you register a robot or request a return.",
            "Technical data: pages visited, device and browser type, and cookies you accept.",
            "We do not store payment card details; payments are processed by PayPal and our card processors.",
          ],
        },
        {
          heading: "Purposes and legal bases",
          list: [
            "Orders, warranty and returns: performance of a contract (Art. 6(1)(b) GDPR).",
            "Tax, consumer and product-safety obligations: legal obligation (Art. 6(1)(c)).",
            "Security and product improvement: legitimate interests (Art. 6(1)(f)).",
            "Newsletters: your consent (Art. 6(1)(a)), which you can withdraw at any time.",
          ],
        },
        {
          heading: "Recipients and transfers",
          paragraphs: [
            "We share data with carriers, payment providers, IT and email service providers, and Mechaforge group companies that provide support and repairs. Transfers outside the EEA rely on adequacy decisions or the European Commission's Standard Contractual Clauses.",
          ],
        },
        {
          heading: "Retention",
          paragraphs: [
            "Order and invoice records: 7 years (Dutch tax law). Warranty and return records: warranty period plus 2 years. Marketing preferences: until you unsubscribe.",
          ],
        },
        {
          heading: "Your rights",
          paragraphs: [
            "You have the right of access, rectification, erasure, restriction, data portability and to object. Email privacy@mechaforge.com; we reply within one month. You may lodge a complaint with the Dutch Data Protection Authority (Autoriteit Persoonsgegevens) or the authority in your country.",
          ],
        },
        {
          heading: "Contact",
          contacts: [
            {
              label: "Data Protection Officer",
              value: "privacy@mechaforge.com",
              href: "mailto:privacy@mechaforge.com",
            },
            {
              label: "Post",
              value: "Mechaforge Robotics Europe B.V., Herengracht 420, 1017 BZ Amsterdam, Netherlands",
            },
          ],
        },
      ],
    },
    "terms-use": {
      intro: [
        "These terms govern your use of the Mechaforge EU website and store, operated by Mechaforge Robotics Europe B.V., Herengracht 420, 1017 BZ Amsterdam, the Netherlands (Chamber of Commerce no. 87654321).",
      ],
      sections: [
        {
          heading: "Using our site",
          paragraphs: [
            "You may use the site for personal, non-commercial purposes. You must not misuse it, attempt to gain unauthorised access or use automated tools to copy its content.",
          ],
        },
        {
          heading: "Orders, prices and withdrawal",
          paragraphs: [
            "Prices are in euros and include VAT. A contract is formed when we confirm dispatch. You may withdraw from the contract within 14 days of delivery without giving a reason; return costs are on us.",
          ],
        },
        {
          heading: "Intellectual property",
          paragraphs: [
            "The site's content and the Mechaforge name and logos belong to Mechaforge Robotics. TRANSFORMERS and all related characters are trademarks of Hasbro, used under licence. Toy Story characters © Disney/Pixar.",
          ],
        },
        {
          heading: "Liability",
          paragraphs: [
            "Nothing in these terms limits liability that cannot be limited under applicable law, including liability for intent, gross negligence or personal injury.",
          ],
        },
        {
          heading: "Governing law and disputes",
          paragraphs: [
            "Dutch law applies, without depriving you of the protection of the mandatory rules of the country where you live. You can also use the EU Online Dispute Resolution platform (ec.europa.eu/consumers/odr).",
          ],
        },
      ],
    },
  },
  faq: {
    intro: [
      "Quick answers about your robot, your order and our policies. Can't find what you need? Contact our European support team.",
    ],
    groups: [
      {
        title: "Using your robot",
        items: [
          {
            question: "How do I charge my robot and how long does it last?",
            answer: [
              "Use the supplied charger only. Flagship Bumblebee charges in about 120 minutes and plays for about 60 minutes; Toy Story Buzz Lightyear charges in about 90 minutes over Type-C with its 30 W adapter. The status light turns green when charging is complete.",
            ],
          },
          {
            question: "My robot doesn't respond to voice commands. What can I do?",
            answer: [
              "Say the wake word first, then the command, from within about 2 metres. Reduce background noise and make sure the battery is above 20%.",
              "If it still doesn't respond, restart the robot and update its firmware in the Mechaforge app.",
            ],
          },
          {
            question: "Can I move the robot's arms and legs by hand?",
            answer: [
              "Only when it is switched off. Forcing joints while the servos are powered can damage them and is not covered by the warranty.",
            ],
          },
        ],
      },
      {
        title: "Orders and delivery",
        items: [
          {
            question: "How long does delivery take?",
            answer: [
              "Standard delivery is free: 2-4 working days to Benelux, Germany and France, 3-8 working days elsewhere in the EU. During sales events, deliveries may be delayed by 3-5 days.",
            ],
          },
          {
            question: "Will I pay customs duties?",
            answer: [
              "No. We ship from the Netherlands and prices include VAT, so there are no extra charges within the EU.",
            ],
          },
          {
            question: "Which payment methods do you accept?",
            answer: ["PayPal and all major credit and debit cards."],
          },
        ],
      },
      {
        title: "Returns and warranty",
        items: [
          {
            question: "Can I return my robot?",
            answer: [
              "Yes. You can withdraw within 14 days of delivery without giving a reason. Start a return request and we will send you a free return label.",
            ],
          },
          {
            question: "How long is the warranty?",
            answer: [
              "You have the 2-year legal guarantee of conformity. Our manufacturer's warranty adds 1 year as standard, or 2 years if you register your robot within 60 days.",
            ],
          },
          {
            question: "Where do I find my serial number?",
            answer: [
              "On the sticker under the battery cover and on the side of the box. It has 10 to 24 letters and digits.",
            ],
          },
        ],
      },
    ],
    cta: { text: "Our European team replies within one working day." },
  },
};

export default support;
