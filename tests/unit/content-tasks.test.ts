// The marketer's routine tasks (docs/content.md), each done as an edit of content files only, on a copy of app/content:
// the copy's modules read the copy (scripts/vite/content-dir.ts) and scripts/content/probe-content.ts says what a
// shopper sees at the instants that matter, with content:check's verdict on the copy and the region's schedule.
import { afterAll, describe, expect, it } from "vitest";
import { probeContent } from "../../scripts/content/probe-content";
import { contentCopy, json, removeContentCopies, replace, type Edit } from "./content-copy";

afterAll(removeContentCopies);

type Probe = Awaited<ReturnType<typeof probeContent>>;
const probe = (dir: string, regions: string[], instants: string[]): Promise<Probe> =>
  probeContent(regions, instants, dir);

const view = (result: Probe, region: string, at: string) =>
  result.views.find((item) => item.region === region && item.at === at)!;

describe("routine content tasks, as content-only edits", { timeout: 120_000 }, () => {
  it("K1 costs $279 in the us from 1 February 2025; Black Friday 2024 still compares with $299", async () => {
    const { dir, touched } = contentCopy([
      {
        file: "prices.ts",
        change: replace(
          "interstellarScoutK1: { us: 299,",
          'interstellarScoutK1: { us: [{ price: 299 }, { from: "2025-02-01T00:00:00-08:00", price: 279 }],',
        ),
      },
    ]);
    expect(touched).toEqual(["app/content/prices.ts"]);
    const result = await probe(dir, ["us"], ["2024-11-25T12:00:00Z", "2025-01-31T12:00:00Z", "2025-02-01T12:00:00Z"]);
    expect(result.issues).toEqual([]);
    const k1 = view(result, "us", "2024-11-25T12:00:00Z").campaigns["black-friday"]!.cards.k1!;
    expect(k1).toMatchObject({ price: "$229", reference: "$299", save: "$70" });
    expect(view(result, "us", "2025-01-31T12:00:00Z").catalogue.interstellarScoutK1!.price).toBe(299);
    expect(view(result, "us", "2025-02-01T12:00:00Z").catalogue.interstellarScoutK1!.price).toBe(279);
    expect(result.schedule.us).toContainEqual(
      expect.stringMatching(/^2025-02-01 00:00 GMT-8 {2}price: .*\$279 \(was \$299\)$/),
    );
  });

  it("a Spring Sale for us, uk and de only, 20 March to 6 April 2025, one stage, three products, no lucky draw", async () => {
    const { dir, touched } = contentCopy(springSale());
    expect(touched.every((file) => file.startsWith("app/content/"))).toBe(true);
    expect(touched).toEqual([
      "app/content/campaigns/spring-sale.ts",
      "app/content/campaigns/index.ts",
      "app/content/words/en.json",
      "app/content/words/en-GB.json",
      "app/content/words/de.json",
    ]);
    const during = "2025-03-25T12:00:00Z";
    const before = "2025-03-19T12:00:00Z";
    const after = "2025-04-07T12:00:00Z";
    const result = await probe(dir, ["us", "uk", "de", "fr"], [before, during, after]);
    expect(result.issues).toEqual([]);
    for (const region of ["us", "uk", "de"]) {
      const open = view(result, region, during);
      expect(open.menu, region).toContainEqual(expect.objectContaining({ link: "spring-sale" }));
      expect(open.home, region).toMatchObject({ placement: "banner", link: "spring-sale" });
      const page = open.campaigns["spring-sale"]!;
      expect(Object.keys(page.cards)).toEqual(["k1", "aiBase", "bumblebee"]);
      expect(page.sections).toMatchObject({ luckyDraw: false, benefits: false, specialOffers: false });
      for (const at of [before, after]) {
        expect(
          view(result, region, at).menu.map((entry) => entry.link),
          `${region} ${at}`,
        ).not.toContain("spring-sale");
        expect(view(result, region, at).campaigns["spring-sale"]).toBeUndefined();
      }
    }
    expect(view(result, "fr", during).campaigns["spring-sale"]).toBeUndefined();
    expect(view(result, "fr", during).menu.map((entry) => entry.link)).not.toContain("spring-sale");
    // Each region's copy names its own time zone, at its own local midnight.
    // Dates never break inside (rules/typography.ts): compared with their no-break spaces as plain ones.
    const plain = (texts: string[] | undefined) => texts?.map((text) => text.replace(/[\u00a0\u202f]/g, " "));
    expect(plain(view(result, "us", during).campaigns["spring-sale"]!.terms[0])).toEqual([
      "The Spring Sale runs until Apr 6, 2025, 11:59 PM ET, while stocks last.",
    ]);
    expect(plain(view(result, "uk", during).campaigns["spring-sale"]!.terms[0])).toEqual([
      "The Spring Sale runs until 6 April 2025 at 23:59 (UK time), while stocks last.",
    ]);
    // uk compares with the lowest price of the 30 days before the sale (nothing lower ran then).
    expect(view(result, "uk", during).campaigns["spring-sale"]!.cards.k1).toMatchObject({
      price: "£269",
      reference: "£309",
    });
    expect(result.schedule.us).toContain(
      '2025-03-19 21:00 GMT-7  spring-sale: stage 1 "Spring Sale" starts (the page opens, in the menu)',
    );
  });

  it("Grimlock out of stock in uk only", async () => {
    const { dir, touched } = contentCopy([
      {
        file: "catalogue.ts",
        change: replace(
          `    isPreSale: false,
    stock: 300,
    licence: "transformers",
  },
  buzzLightyearSpaceRangerAlpha: {`,
          `    isPreSale: false,
    stock: { default: 300, uk: 0 },
    licence: "transformers",
  },
  buzzLightyearSpaceRangerAlpha: {`,
        ),
      },
    ]);
    expect(touched).toEqual(["app/content/catalogue.ts"]);
    const now = "2025-06-01T12:00:00Z";
    const result = await probe(dir, ["uk", "us", "eu"], [now]);
    expect(result.issues).toEqual([]);
    expect(view(result, "uk", now).catalogue.grimlockG1Flagship!.button).toBe("outOfStock");
    expect(view(result, "us", now).catalogue.grimlockG1Flagship!.button).toBe("buy");
    expect(view(result, "eu", now).catalogue.grimlockG1Flagship!.button).toBe("buy");
    // Out of stock from the start: no boundary to schedule.
    expect(result.schedule.uk!.filter((line) => line.includes("stock:"))).toEqual([]);
  });

  it("a jp text banner from 29 April to 6 May 2025, its Japanese words in the entry", async () => {
    const { dir, touched } = contentCopy([
      {
        file: "placements.ts",
        change: replace(
          "  textBanners: [],",
          `  textBanners: [
    {
      text: { ja: "ゴールデンウィーク限定：フラッグシップ バンブルビーの予約特典をチェック" },
      regions: ["jp"],
      link: { page: "flagship-bumblebee" },
      startTime: "2025-04-29T00:00:00+09:00",
      endTime: "2025-05-07T00:00:00+09:00",
      // Over the launch's own banner, which runs until 7 May.
      priority: 1,
    },
  ],`,
        ),
      },
    ]);
    // No words key to invent: the entry carries its text.
    expect(touched).toEqual(["app/content/placements.ts"]);
    const [before, during, after] = ["2025-04-28T12:00:00Z", "2025-05-01T12:00:00Z", "2025-05-07T12:00:00Z"];
    const result = await probe(dir, ["jp", "us"], [before, during, after]);
    expect(result.issues).toEqual([]);
    expect(view(result, "jp", during).textBanner).toEqual({
      label: "ゴールデンウィーク限定：フラッグシップ バンブルビーの予約特典をチェック",
      link: "flagship-bumblebee",
    });
    expect(view(result, "jp", before).textBanner?.label).not.toContain("ゴールデンウィーク");
    expect(view(result, "jp", after).textBanner?.label ?? "").not.toContain("ゴールデンウィーク");
    expect(view(result, "us", during).textBanner?.label ?? "").not.toContain("ゴールデンウィーク");
    expect(result.schedule.jp).toContain(
      "2025-04-29 00:00 GMT+9  footer text banner: 'ゴールデンウィーク限定：フラッグシップ バンブルビーの予約特典をチェック' shows",
    );
  });
});

/** The Spring Sale: its facts file, its registration, and its words in the languages of the regions it runs in. */
function springSale(): Edit[] {
  const facts = `// Spring Sale 2025: us, uk and de, one stage, three products, no lucky draw.
import type { CampaignFacts } from "../campaign.schema";

const springSale: CampaignFacts = {
  page: "spring-sale",
  // Local midnight to local midnight in each region (ends exclusive).
  schedules: {
    us: { stages: [{ startTime: "2025-03-20T00:00:00-04:00" }], endTime: "2025-04-07T00:00:00-04:00" },
    uk: { stages: [{ startTime: "2025-03-20T00:00:00+00:00" }], endTime: "2025-04-07T00:00:00+01:00" },
    de: { stages: [{ startTime: "2025-03-20T00:00:00+01:00" }], endTime: "2025-04-07T00:00:00+02:00" },
  },
  theme: "gold",
  placements: { home: "banner", menu: { tag: "sale" } },
  priceLadder: false,
  banners: {
    main: {
      stages: [1],
      palette: "gold",
      background: { wide: "/images/campaign/bf-early-wide.svg", tall: "/images/campaign/bf-early-tall.svg" },
      products: {
        us: ["interstellarScoutK1", "aiBase"],
        uk: ["interstellarScoutK1", "aiBase"],
        de: ["interstellarScoutK1", "aiBase"],
      },
    },
  },
  products: [
    {
      key: "k1",
      product: "interstellarScoutK1",
      image: "/images/campaign/product-k1.svg",
      offers: { us: [259], uk: [269], de: [269] },
    },
    {
      key: "aiBase",
      product: "aiBase",
      image: "/images/campaign/product-30ai.svg",
      offers: { us: [219], uk: [179], de: [199] },
    },
    {
      key: "bumblebee",
      product: "bumblebeeG1Performance",
      image: "/images/campaign/product-bumblebee.svg",
      offers: { us: [349], uk: [399], de: [449] },
    },
  ],
  preview: ["k1", "aiBase", "bumblebee"],
  groups: [{ id: "springDeals", products: ["k1", "aiBase", "bumblebee"] }],
};

export default springSale;
`;
  const words = (language: "en" | "de") =>
    language === "en"
      ? {
          name: "Spring Sale",
          stages: [{ name: "Spring Sale", dates: "{stage1:short} – {last:short}" }],
          banners: {
            main: {
              title: "Spring Sale",
              discount: "Fresh prices for spring",
              discountDescribe: "K1, AI Base and Bumblebee G1 Performance at spring prices.",
              time: "{stage1:short} – {last:short}",
              bgAlt: "Elite Optimus Prime under a golden sky",
            },
          },
          subscribe: {
            title: "Hear about the next sale first",
            describe: "One email when a sale starts.",
            label: "Email address",
            placeholder: "Your email address",
            submitBtn: "Subscribe",
          },
          timeline: { title: "When it runs" },
          countdown: { title: "The sale starts in", finalTitle: "The sale ends in" },
          moreSurprises: { describe: "Three robots at spring prices" },
          labels: {
            stagePrice: "Price",
            ended: "Ended",
            now: "Now",
            noDeal: "No deal",
            tabsLabel: "Jump to a section",
            groupsLabel: "Product categories",
            learnMoreAbout: "Learn more about",
          },
          products: {
            k1: { describe: "The programmable robot for young makers.", alt: "K1 on a workbench" },
            aiBase: { describe: "Talk to your robot.", alt: "AI Base glowing blue" },
            bumblebee: { describe: "The G1 scout that performs.", alt: "Bumblebee G1 Performance" },
          },
          productsPreview: { title: "Spring deals", content: "Three robots, one season." },
          groups: { title: "Shop the sale", items: { springDeals: { label: "All deals", title: "Spring deals" } } },
          termsAndConditions: {
            title: "Terms and conditions",
            content: ["The Spring Sale runs until {last:shortYear@et}, {last:clock@et} ET, while stocks last."],
          },
        }
      : {
          name: "Frühlings-Sale",
          stages: [{ name: "Frühlings-Sale", dates: "{stage1:short} – {last:short}" }],
          banners: {
            main: {
              title: "Frühlings-Sale",
              discount: "Frische Preise für den Frühling",
              discountDescribe: "K1, AI Base und Bumblebee G1 Performance zu Frühlingspreisen.",
              time: "{stage1:short} – {last:short}",
              bgAlt: "Elite Optimus Prime unter goldenem Himmel",
            },
          },
          subscribe: {
            title: "Vom nächsten Sale zuerst erfahren",
            describe: "Eine E-Mail, wenn ein Sale beginnt.",
            label: "E-Mail-Adresse",
            placeholder: "Ihre E-Mail-Adresse",
            submitBtn: "Abonnieren",
            success: "Erfolgreich abonniert!",
          },
          timeline: { title: "Wann er läuft" },
          countdown: { title: "Der Sale beginnt in", finalTitle: "Der Sale endet in" },
          moreSurprises: { describe: "Drei Roboter zu Frühlingspreisen" },
          labels: {
            stagePrice: "Preis",
            ended: "Beendet",
            now: "Jetzt",
            noDeal: "Kein Angebot",
            tabsLabel: "Zu einem Abschnitt springen",
            groupsLabel: "Produktkategorien",
            learnMoreAbout: "Mehr erfahren über",
          },
          products: {
            k1: { describe: "Der programmierbare Roboter für junge Tüftler.", alt: "K1 auf einer Werkbank" },
            aiBase: { describe: "Sprechen Sie mit Ihrem Roboter.", alt: "AI Base in blauem Licht" },
            bumblebee: { describe: "Der G1-Scout mit Show.", alt: "Bumblebee G1 Performance" },
          },
          productsPreview: { title: "Frühlingsangebote", content: "Drei Roboter, eine Jahreszeit." },
          groups: {
            title: "Zum Sale",
            items: { springDeals: { label: "Alle Angebote", title: "Frühlingsangebote" } },
          },
          termsAndConditions: {
            title: "Teilnahmebedingungen",
            content: [
              "Der Frühlings-Sale läuft bis zum {last:year} um {last:hour}:{last:minute} Uhr MESZ, solange der Vorrat reicht.",
            ],
          },
        };
  const seo = (title: string) => ({ title, description: title, keywords: title });
  return [
    { file: "campaigns/spring-sale.ts", change: () => facts },
    {
      file: "campaigns/index.ts",
      change: (text) =>
        text
          .replace(
            'import christmas from "./christmas";',
            'import christmas from "./christmas";\nimport springSale from "./spring-sale";',
          )
          .replace(
            "{ blackFriday, christmas, blackFriday2026, christmas2026 }",
            "{ blackFriday, christmas, blackFriday2026, christmas2026, springSale }",
          ),
    },
    {
      file: "words/en.json",
      change: json((bundle) => {
        bundle.campaigns.springSale = words("en");
        bundle.site.pages["spring-sale"] = seo("Spring Sale | Mechaforge");
      }),
    },
    {
      file: "words/en-GB.json",
      change: json((bundle) => {
        bundle.campaigns.springSale = {
          termsAndConditions: {
            content: ["The Spring Sale runs until {last:year} at {last:time} (UK time), while stocks last."],
          },
        };
      }),
    },
    {
      file: "words/de.json",
      change: json((bundle) => {
        bundle.campaigns.springSale = words("de");
        bundle.site.pages["spring-sale"] = seo("Frühlings-Sale | Mechaforge");
      }),
    },
  ];
}
