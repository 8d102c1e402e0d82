// Support, policy and FAQ pages (en).
import type { SupportContent } from "../../support.schema";

const support: SupportContent = {
  ui: { updated: "Last updated", contents: "On this page" },
  pages: {
    support: {
      title: "Support Center",
      intro: [
        "Setting up a new robot, looking for a manual or need a repair? Start here. Our US support team answers within one business day.",
      ],
      sections: [
        {
          heading: "Get started",
          links: [
            { label: "Manuals", link: "manuals", text: "User manuals for every robot, as PDF." },
            {
              label: "Download Center",
              link: "download-center",
              text: "The Mechaforge app, Creation Studio and firmware.",
            },
            { label: "FAQ", link: "faq", text: "Quick answers on setup, charging, orders and shipping." },
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
              text: "What is covered and for how long, plus Premium Protection.",
            },
            { label: "Shipping Policy", link: "shipping-policy", text: "Delivery times, costs and tracking." },
            {
              label: "Contact Technical Support",
              link: "technical-support",
              text: "Email, phone and live chat hours.",
            },
          ],
        },
        {
          heading: "Before you contact us",
          list: [
            "Fully charge the robot and restart it; most connection issues go away after a restart.",
            "Update the Mechaforge app and the robot firmware to the latest version.",
            "Have your order number and the serial number (on the sticker under the battery cover) ready.",
          ],
        },
      ],
    },
    "download-center": {
      title: "Download Center",
      intro: ["Everything you need to set up, program and update your Mechaforge robot."],
      sections: [
        {
          heading: "Mechaforge app",
          paragraphs: [
            "Control your robot, trigger voice lines, program moves in the block editor and install firmware updates. Requires iOS 15 or Android 9 or later.",
          ],
          links: [
            { label: "Download for iPhone and iPad", link: "https://download.mechaforge.com/app/ios" },
            { label: "Download for Android", link: "https://download.mechaforge.com/app/android" },
          ],
        },
        {
          heading: "Creation Studio for PC and Mac",
          paragraphs: [
            "The advanced editor for building performances frame by frame with a timeline, audio and lights. Windows 10 or later, macOS 12 or later.",
          ],
          links: [
            { label: "Creation Studio for Windows", link: "https://download.mechaforge.com/studio/windows" },
            { label: "Creation Studio for macOS", link: "https://download.mechaforge.com/studio/macos" },
          ],
        },
        {
          heading: "Firmware",
          paragraphs: [
            "Firmware is installed through the Mechaforge app: connect the robot, open Settings › Firmware and keep the robot on its charger until the update finishes (about 10 minutes).",
          ],
        },
        {
          heading: "Manuals",
          links: [
            {
              label: "All user manuals",
              link: "manuals",
              text: "Safety, charging and specifications for every robot.",
            },
          ],
        },
      ],
    },
    "warranty-information": {
      title: "Warranty Information",
      intro: [
        "Every Mechaforge robot sold in the United States comes with a limited warranty against defects in materials and workmanship. This page explains what is covered and how to make a claim.",
      ],
      updated: "2024-11-25",
      sections: [
        {
          heading: "Warranty period",
          list: [
            "Standard limited warranty: 1 year from the date of delivery, as stated in each product's specifications.",
            "2-year warranty: robots bought on the official Mechaforge store or from an authorized dealer and registered within 60 days of delivery are covered for 2 years in total.",
            "Accessories, chargers and batteries: 1 year. Batteries are considered worn, not defective, when they keep at least 70% of their original capacity.",
          ],
        },
        {
          heading: "Premium Protection",
          paragraphs: [
            "Premium Protection is included with Flagship series robots (Flagship Bumblebee, Flagship Optimus Prime, Flagship Megatron and Grimlock G1 Flagship) bought on the official store. It is valued at $119.",
            "For 2 years it adds one repair of accidental damage (for example a drop), free shipping both ways for every warranty repair and priority handling by our repair center.",
          ],
        },
        {
          heading: "What is not covered",
          list: [
            "Normal wear, cosmetic scratches and paint wear from handling.",
            "Damage from forcing joints by hand, liquids, fire, or using chargers other than the one supplied.",
            "Robots that were opened, modified or repaired by anyone other than Mechaforge or its authorized service partners.",
            "Lost or stolen products, and robots bought from unauthorized sellers.",
          ],
        },
        {
          heading: "How to make a claim",
          list: [
            "Submit a return request (RMA) with your order number, serial number and a short description of the problem.",
            "Our team replies within one business day, usually with troubleshooting steps or a prepaid shipping label.",
            "Repaired or replaced robots ship back within 7 business days of arriving at our repair center.",
          ],
        },
        {
          heading: "Your rights",
          paragraphs: [
            "This warranty gives you specific legal rights, and you may also have other rights which vary from state to state. Nothing in this warranty limits rights you have under applicable consumer protection law.",
          ],
        },
      ],
      cta: {
        title: "Need a repair?",
        text: "Start a return request and get a reference number right away.",
        label: "Request an RMA",
        link: "return-manufacturer",
      },
    },
    "shipping-policy": {
      title: "Shipping Policy",
      intro: ["We ship from our warehouse in California to all 50 states, Puerto Rico and APO/FPO addresses."],
      updated: "2024-11-25",
      sections: [
        {
          heading: "Processing time",
          paragraphs: [
            "In-stock orders placed before 2 p.m. Pacific Time on a business day leave our warehouse the same or the next business day.",
            "During sales events such as Black Friday and Cyber Monday, deliveries may be delayed by 3-5 days. We will email you if your order is affected.",
          ],
        },
        {
          heading: "Delivery times and costs",
          list: [
            "Standard shipping (UPS Ground or FedEx Home Delivery): free on all orders to the contiguous US, 3-7 business days.",
            "Express shipping (2 business days): $24.95, free on orders over $599.",
            "Alaska, Hawaii, Puerto Rico and APO/FPO: free, 5-10 business days.",
          ],
        },
        {
          heading: "Pre-orders",
          paragraphs: [
            "Pre-ordered robots ship when stock arrives, within the window shown on the product page. Orders containing pre-order and in-stock items ship together unless you place them separately.",
          ],
        },
        {
          heading: "Tracking and signature",
          paragraphs: [
            "You receive a tracking link by email as soon as your order ships. Orders over $500 require an adult signature on delivery.",
          ],
        },
        {
          heading: "Lost or damaged parcels",
          paragraphs: [
            "If your parcel arrives damaged, keep the packaging and contact us within 7 days of delivery with photos. If tracking shows no movement for 7 days, we open an investigation with the carrier and send a replacement or a refund.",
          ],
        },
      ],
    },
    "technical-support": {
      title: "Contact Technical Support",
      intro: ["Our US support team helps with setup, app connection, firmware, orders and repairs."],
      sections: [
        {
          heading: "Contact us",
          contacts: [
            { label: "Email", value: "support-us@mechaforge.com", href: "mailto:support-us@mechaforge.com" },
            { label: "Phone", value: "+1 (949) 555-0142", href: "tel:+19495550142" },
            { label: "Hours", value: "Monday to Friday, 9 a.m. to 6 p.m. Pacific Time" },
            {
              label: "Mailing address",
              value: "Mechaforge Robotics (US) Inc., 1200 Innovation Way, Suite 300, Irvine, CA 92618",
            },
          ],
        },
        {
          heading: "Help us help you faster",
          list: [
            "Your order number, or where and when you bought the robot.",
            "The serial number from the sticker under the battery cover.",
            "A short video of the problem, if you can.",
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
      title: "About Mechaforge",
      intro: ["We build the robots we wanted as kids: licensed characters that really transform, walk and talk."],
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
            "Make Life More Fun: every robot should surprise you the first time and the hundredth time.",
            "Engineering you can see: servos, chips and thousands of parts that move the way the character does on screen.",
            "Built to last: every robot is backed by our warranty and a support team in your region.",
          ],
        },
        {
          heading: "Mechaforge in the United States",
          paragraphs: [
            "Our US team in Irvine, California runs the official store, customer support, repairs and our dealer network across the country.",
          ],
          links: [
            { label: "Where to Buy", link: "where-to-buy", text: "Official store and authorized dealers." },
            { label: "Wholesale", link: "apply-wholesale-account", text: "Sell Mechaforge robots in your store." },
          ],
        },
      ],
    },
    "privacy-policy": {
      title: "Privacy Policy",
      intro: [
        "This policy explains what personal information Mechaforge Robotics (US) Inc. collects when you use mechaforge.com, our apps and our robots, how we use it and the choices you have.",
      ],
      updated: "2024-11-25",
      sections: [
        {
          heading: "Information we collect",
          list: [
            "Information you give us: name, email, shipping address and phone number when you create an account, order, register a product, request a return or apply for a wholesale account.",
            "Product information: serial numbers, purchase dates and the store where you bought your robot.",
            "Usage information: pages visited, device and browser type, and app diagnostics you choose to share.",
            "We do not collect payment card numbers: payments are handled by our payment partners (PayPal and Klarna) and card processors.",
          ],
        },
        {
          heading: "How we use it",
          list: [
            "To deliver orders, provide warranty service and answer support requests.",
            "To send newsletters and offers, only if you subscribed; every email has an unsubscribe link.",
            "To keep our services secure and to improve our products.",
            "To meet legal obligations such as tax and product-safety rules.",
          ],
        },
        {
          heading: "Sharing",
          paragraphs: [
            "We share information only with service providers who act on our behalf (shipping carriers, payment providers, email and hosting services), with our affiliates for support and repairs, or when the law requires it. We do not sell your personal information and do not share it for cross-context behavioral advertising.",
          ],
        },
        {
          heading: "Children",
          paragraphs: [
            "Our website and store are intended for adults. We do not knowingly collect personal information from children under 13. The robots' voice commands are processed on the robot and are not recorded or uploaded.",
          ],
        },
        {
          heading: "Retention",
          paragraphs: [
            "We keep order and warranty records for as long as the warranty lasts plus 3 years, return requests for 3 years, and wholesale applications for 2 years, unless the law requires longer.",
          ],
        },
        {
          heading: "Your privacy rights",
          paragraphs: [
            "Depending on your state (including California, Colorado, Connecticut, Virginia and others), you can ask to know, access, correct or delete your personal information and to opt out of targeted advertising. We will not discriminate against you for exercising these rights.",
            "To make a request, email privacy@mechaforge.com. We will verify your request and reply within 45 days.",
          ],
        },
        {
          heading: "Contact",
          contacts: [
            { label: "Email", value: "privacy@mechaforge.com", href: "mailto:privacy@mechaforge.com" },
            {
              label: "Mail",
              value: "Mechaforge Robotics (US) Inc., Attn: Privacy, 1200 Innovation Way, Suite 300, Irvine, CA 92618",
            },
          ],
        },
      ],
    },
    "terms-use": {
      title: "Terms of Use",
      intro: [
        "These terms apply to your use of mechaforge.com and the Mechaforge store in the United States, operated by Mechaforge Robotics (US) Inc. By using the site you agree to them.",
      ],
      updated: "2024-11-25",
      sections: [
        {
          heading: "Use of the site",
          paragraphs: [
            "You may use the site for personal, non-commercial purposes. You must not misuse it, for example by interfering with its security, scraping it at scale or using it for unlawful purposes.",
          ],
        },
        {
          heading: "Accounts",
          paragraphs: [
            "You are responsible for keeping your password confidential and for activity under your account. Tell us immediately if you think your account has been used without permission.",
          ],
        },
        {
          heading: "Orders and prices",
          paragraphs: [
            "Prices are in US dollars and exclude sales tax, which is added at checkout. An order is accepted when we send the shipping confirmation. We may cancel orders with obvious pricing errors and refund you in full.",
          ],
        },
        {
          heading: "Intellectual property",
          paragraphs: [
            "The site's content, the Mechaforge name and logos belong to Mechaforge Robotics. TRANSFORMERS and all related characters are trademarks of Hasbro and are used under license. Toy Story characters © Disney/Pixar.",
          ],
        },
        {
          heading: "Disclaimers and liability",
          paragraphs: [
            'The site is provided "as is". To the extent permitted by law, Mechaforge is not liable for indirect or consequential damages arising from your use of the site. Product warranties are described on the Warranty Information page.',
          ],
        },
        {
          heading: "Governing law",
          paragraphs: [
            "These terms are governed by the laws of the State of California, without regard to conflict-of-law rules. Disputes will be heard in the state or federal courts in Orange County, California, unless the law of your state gives you the right to sue where you live.",
          ],
        },
        {
          heading: "Changes and contact",
          paragraphs: [
            "We may update these terms; the date at the top shows the latest version. Questions: legal@mechaforge.com.",
          ],
        },
      ],
    },
  },
  faq: {
    title: "Frequently Asked Questions",
    intro: [
      "Quick answers about your robot, your order and our policies. Can't find what you need? Contact our support team.",
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
            question: "The robot doesn't respond to voice commands. What can I do?",
            answer: [
              'Say the wake word first (for example "Hey Bumblebee"), then the command, from within about 2 meters. Reduce background noise and make sure the battery is above 20%.',
              "If it still doesn't respond, restart the robot and update the firmware in the Mechaforge app.",
            ],
          },
          {
            question: "How do I update the firmware?",
            answer: [
              "Connect the robot in the Mechaforge app, open Settings › Firmware and keep the robot on its charger until the update finishes. Never switch the robot off during an update.",
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
        title: "Orders and shipping",
        items: [
          {
            question: "How long does delivery take?",
            answer: [
              "Standard shipping is free in the contiguous US and takes 3-7 business days. Express shipping takes 2 business days. During sales events, deliveries may be delayed by 3-5 days.",
            ],
          },
          {
            question: "Can I pay in installments?",
            answer: [
              "Yes. At checkout you can pay with PayPal or in 12 monthly installments with Klarna, subject to approval.",
            ],
          },
          {
            question: "When will my pre-order ship?",
            answer: [
              "Pre-orders ship within the window shown on the product page. We email you a tracking link as soon as your robot leaves our warehouse.",
            ],
          },
        ],
      },
      {
        title: "Returns and warranty",
        items: [
          {
            question: "What is your return policy?",
            answer: [
              "You can return unused robots in their original packaging within 30 days of delivery for a full refund. Start a return request online and we'll send you a prepaid label.",
            ],
          },
          {
            question: "How long is the warranty?",
            answer: [
              "Every robot has a 1-year limited warranty. Register it within 60 days of delivery to extend cover to 2 years. Flagship series robots bought on the official store also include Premium Protection.",
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
    cta: {
      title: "Still need help?",
      text: "Our US team answers within one business day.",
      label: "Contact support",
      link: "technical-support",
    },
  },
};

export default support;
