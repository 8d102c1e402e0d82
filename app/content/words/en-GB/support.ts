// Support, policy and FAQ pages, British English: only what differs from en-US.
import type { SupportContent } from "../../support.schema";
import type { DeepPartial } from "../overrides";

const support: DeepPartial<SupportContent> = {
  pages: {
    support: {
      title: "Support Centre",
      intro: [
        "Setting up a new robot, looking for a manual or need a repair? Start here. Our UK support team replies within one working day.",
      ],
      sections: [
        {
          heading: "Get started",
          links: [
            { label: "Manuals", link: "manuals", text: "User manuals for every robot, as PDF." },
            {
              label: "Download Centre",
              link: "download-center",
              text: "The Mechaforge app, Creation Studio and firmware.",
            },
            { label: "FAQ", link: "faq", text: "Quick answers on set-up, charging, orders and delivery." },
            {
              label: "Product Registration",
              link: "product-registration",
              text: "Register your robot to extend your warranty to 2 years.",
            },
          ],
        },
        {
          heading: "Orders, returns and repairs",
          links: [
            {
              label: "Returns & Repairs (RMA)",
              link: "return-manufacturer",
              text: "Request a return, exchange or warranty repair.",
            },
            {
              label: "Warranty Information",
              link: "warranty-information",
              text: "What is covered, your statutory rights and Premium Protection.",
            },
            { label: "Delivery Policy", link: "shipping-policy", text: "Delivery times, costs and tracking." },
            { label: "Contact Technical Support", link: "technical-support", text: "Email, phone and opening hours." },
          ],
        },
        {
          heading: "Before you contact us",
          list: [
            "Fully charge the robot and restart it; most connection problems disappear after a restart.",
            "Update the Mechaforge app and the robot's firmware to the latest version.",
            "Have your order number and the serial number (on the sticker under the battery cover) to hand.",
          ],
        },
      ],
    },
    "download-center": { title: "Download Centre" },
    "warranty-information": {
      intro: [
        "Every Mechaforge robot sold in the United Kingdom comes with our manufacturer's warranty, in addition to your statutory rights under the Consumer Rights Act 2015.",
      ],
      sections: [
        {
          heading: "Your statutory rights",
          paragraphs: [
            "Goods must be of satisfactory quality, fit for purpose and as described. You can reject faulty goods within 30 days for a full refund, and for up to six years you may be entitled to a repair, replacement or refund. Our warranty does not affect these rights.",
          ],
        },
        {
          heading: "Manufacturer's warranty",
          list: [
            "Standard warranty: 1 year from delivery, as stated in each product's specifications.",
            "2-year warranty: robots bought from the official Mechaforge shop or an authorised retailer and registered within 60 days of delivery are covered for 2 years in total.",
            "Chargers and batteries: 1 year. A battery that keeps at least 70% of its original capacity is considered worn rather than faulty.",
          ],
        },
        {
          heading: "Premium Protection",
          paragraphs: [
            "Flagship series robots bought on the official shop include Premium Protection (worth £99): for 2 years, one repair of accidental damage, free collection and return for every warranty repair, and priority handling.",
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
            "Submit a returns request (RMA) with your order number, serial number and a description of the fault. We reply within one working day and arrange free collection where a repair is needed.",
          ],
        },
      ],
      cta: { text: "Start a returns request and receive a reference number straight away." },
    },
    "shipping-policy": {
      title: "Delivery Policy",
      intro: ["We deliver to addresses across England, Scotland, Wales and Northern Ireland from our UK warehouse."],
      sections: [
        {
          heading: "Dispatch",
          paragraphs: [
            "In-stock orders placed before 1 pm on a working day are dispatched the same or the next working day.",
            "During sales events such as Black Friday and the Christmas sale, deliveries may be delayed by 3-5 days. We will email you if your order is affected.",
          ],
        },
        {
          heading: "Delivery times and costs",
          list: [
            "Standard delivery (DPD or Royal Mail Tracked): free, 2-4 working days.",
            "Next working day delivery: £9.95, free on orders over £599 placed before 1 pm.",
            "Scottish Highlands, islands and Northern Ireland: free, 3-6 working days.",
          ],
        },
        {
          heading: "Pre-orders",
          paragraphs: [
            "Pre-ordered robots are dispatched when stock arrives, within the window shown on the product page.",
          ],
        },
        {
          heading: "Tracking",
          paragraphs: [
            "You will receive a tracking link by email and text as soon as your order is dispatched. DPD lets you choose a one-hour delivery slot.",
          ],
        },
        {
          heading: "Damaged or missing parcels",
          paragraphs: [
            "If your parcel arrives damaged, keep the packaging and contact us within 7 days with photos. If a parcel has not arrived 7 days after dispatch, we will investigate with the courier and send a replacement or refund.",
          ],
        },
      ],
    },
    "technical-support": {
      intro: ["Our UK support team helps with set-up, app connection, firmware, orders and repairs."],
      sections: [
        {
          heading: "Contact us",
          contacts: [
            { label: "Email", value: "support-uk@mechaforge.com", href: "mailto:support-uk@mechaforge.com" },
            { label: "Telephone", value: "+44 20 7946 0321", href: "tel:+442079460321" },
            { label: "Opening hours", value: "Monday to Friday, 9 am to 5.30 pm (UK time)" },
            { label: "Postal address", value: "Mechaforge Robotics (UK) Ltd., 20 Eastbourne Terrace, London W2 6LG" },
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
      intro: ["We build the robots we wanted as children: licensed characters that really transform, walk and talk."],
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
          heading: "Mechaforge in the UK",
          paragraphs: [
            "Our London team runs the official UK shop, customer support, repairs and our network of authorised retailers.",
          ],
          links: [
            { label: "Where to Buy", link: "where-to-buy", text: "Official shop and authorised retailers." },
            { label: "News", link: "news", text: "Launches and announcements." },
          ],
        },
      ],
    },
    news: {
      title: "News",
      intro: ["Launches, events and announcements from Mechaforge UK."],
      sections: [
        {
          heading: "Flagship Bumblebee: final days of the early-bird price",
          date: "2025-04-25",
          paragraphs: [
            "The early-bird price of £899 for Flagship Bumblebee ends on 27 April. From 28 April the robot is £1,299. Pre-orders are expected to dispatch from 30 August 2025.",
          ],
        },
        {
          heading: "Flagship Bumblebee now available to pre-order",
          date: "2025-03-19",
          paragraphs: [
            "Our most advanced Autobot yet: 31 servos, 67 chips and fully automatic conversion between robot and car. The first 300 UK and EU orders receive a free gift.",
          ],
        },
        {
          heading: "Christmas delivery dates and extended returns",
          date: "2024-12-09",
          paragraphs: [
            "Our holiday sale runs until 12 January. Orders placed from 9 December can be returned until 27 January 2025.",
          ],
        },
        {
          heading: "Toy Story Buzz Lightyear lands in the UK",
          date: "2024-09-12",
          paragraphs: [
            "The interactive Buzz Lightyear robot, with 23 servos and more than 200 audio clips, is now available for £499 on the official shop and from authorised retailers.",
          ],
        },
      ],
    },
    "privacy-policy": {
      intro: [
        "This notice explains how Mechaforge Robotics (UK) Ltd., the data controller, uses your personal data when you use our website, shop, apps and robots, in line with the UK GDPR and the Data Protection Act 2018.",
      ],
      sections: [
        {
          heading: "Data we collect",
          list: [
            "Contact and account details: name, email, delivery address and phone number.",
            "Product details: serial numbers, purchase dates and retailers, when you register a robot or request a return.",
            "Technical data: pages visited, device and browser type, and cookies.",
            "We do not store payment card details; payments are processed by Klarna and our card processors.",
          ],
        },
        {
          heading: "Why we use it and our lawful bases",
          list: [
            "To fulfil orders, warranty and returns (performance of a contract).",
            "To meet tax, consumer and product-safety obligations (legal obligation).",
            "To keep the site secure and improve our products (legitimate interests).",
            "To send newsletters, only with your consent, which you can withdraw at any time.",
          ],
        },
        {
          heading: "Sharing and international transfers",
          paragraphs: [
            "We share data with couriers, payment providers, IT and email service providers, and Mechaforge group companies that provide support and repairs. Where data leaves the UK, we rely on adequacy regulations or the International Data Transfer Agreement.",
          ],
        },
        {
          heading: "How long we keep it",
          paragraphs: [
            "Order and warranty records: 6 years after the warranty ends, to meet limitation periods. Returns requests: 3 years. Marketing preferences: until you unsubscribe.",
          ],
        },
        {
          heading: "Your rights",
          paragraphs: [
            "You can ask for access, rectification, erasure, restriction, portability, or object to processing. Email privacy@mechaforge.com; we reply within one month. You can also complain to the Information Commissioner's Office (ico.org.uk).",
          ],
        },
        {
          heading: "Contact",
          contacts: [
            { label: "Email", value: "privacy@mechaforge.com", href: "mailto:privacy@mechaforge.com" },
            {
              label: "Post",
              value: "Data Protection Officer, Mechaforge Robotics (UK) Ltd., 20 Eastbourne Terrace, London W2 6LG",
            },
          ],
        },
      ],
    },
    "terms-use": {
      intro: [
        "These terms govern your use of the Mechaforge UK website and shop, operated by Mechaforge Robotics (UK) Ltd., registered in England and Wales.",
      ],
      sections: [
        {
          heading: "Using our site",
          paragraphs: [
            "You may use the site for personal, non-commercial purposes. You must not misuse it, attempt to gain unauthorised access or use automated tools to copy its content.",
          ],
        },
        {
          heading: "Orders and prices",
          paragraphs: [
            "Prices are in pounds sterling and include VAT. A contract is formed when we email you to confirm dispatch. You have 14 days from delivery to cancel your order under the Consumer Contracts Regulations; see our Delivery Policy and returns information.",
          ],
        },
        {
          heading: "Intellectual property",
          paragraphs: [
            "The site's content and the Mechaforge name and logos belong to Mechaforge Robotics. TRANSFORMERS and all related characters are trademarks of Hasbro, used under licence. Toy Story characters © Disney/Pixar.",
          ],
        },
        {
          heading: "Our liability",
          paragraphs: [
            "We are responsible for loss or damage you suffer that is a foreseeable result of our breach of these terms or our negligence. We do not exclude liability where it would be unlawful to do so, including for death or personal injury caused by negligence.",
          ],
        },
        {
          heading: "Governing law",
          paragraphs: [
            "These terms are governed by the law of England and Wales. You can bring proceedings in the courts of England and Wales, or of Scotland or Northern Ireland if you live there.",
          ],
        },
      ],
    },
  },
  faq: {
    intro: [
      "Quick answers about your robot, your order and our policies. Can't find what you need? Contact our UK support team.",
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
              "Standard delivery is free and takes 2-4 working days. Next working day delivery costs £9.95. During sales events, deliveries may be delayed by 3-5 days.",
            ],
          },
          {
            question: "Can I spread the cost?",
            answer: ["Yes: choose Klarna at checkout to pay in 3 interest-free monthly payments, subject to status."],
          },
          {
            question: "Do you deliver to the Channel Islands?",
            answer: ["Not at the moment. We deliver to England, Scotland, Wales and Northern Ireland."],
          },
        ],
      },
      {
        title: "Returns and warranty",
        items: [
          {
            question: "Can I return my robot?",
            answer: [
              "Yes. You have 14 days from delivery to cancel your order and a further 14 days to send the robot back. Start a returns request and we will email you a free returns label.",
            ],
          },
          {
            question: "How long is the warranty?",
            answer: [
              "1 year as standard, 2 years if you register the robot within 60 days of delivery. Your statutory rights under the Consumer Rights Act 2015 apply in addition.",
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
    cta: { text: "Our UK team replies within one working day." },
  },
};

export default support;
