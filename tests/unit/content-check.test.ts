import { beforeAll, describe, expect, it } from "vitest";
import { checkContent, dateLiterals, formatIssue, type ContentSet } from "~/content/checks";
import { repositoryDocument } from "~/content/repository";
import { siteContent } from "~/request/page.server";
import { checkDrift, compareObservations, learnMoreMismatch, type Observation } from "~/views/drift.server";
import { affectedPaths, previewBar, regionPagePaths, scheduleEvents } from "~/views/schedule-events.server";
import { loadContentSet } from "../../scripts/content/content-set";

/** The repository's content: the fixture these tests read. */
const content = repositoryDocument();

let site: ContentSet;
beforeAll(async () => {
  const loaded = await loadContentSet();
  expect(loaded.issues).toEqual([]);
  site = loaded.content;
});
const siteContentSet = () => structuredClone(site);
const messages = (change: (content: ContentSet) => void) => {
  const content = siteContentSet();
  change(content);
  return checkContent(content).map(formatIssue);
};
// A planted value may be of a type the content's own types forbid: that is the point.
type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe("content:check", () => {
  it("finds the site's content consistent", () => {
    expect(checkContent(siteContentSet()).map(formatIssue)).toEqual([]);
  });

  it("names a text banner with no text in the language of a region it shows in", () => {
    expect(
      messages((content) => {
        (content.placements as Loose).textBanners.push({
          text: { en: "Golden Week offers" },
          regions: ["jp", "us"],
          link: { page: "flagship-bumblebee" },
          startTime: "2025-04-29T00:00:00+09:00",
          endTime: "2025-05-07T00:00:00+09:00",
        });
      }),
    ).toEqual(["placements.ts textBanners[0].text.ja: no text in the region's language for a banner it shows in jp"]);
  });

  it("names a menu entry with no label in the language of a region it shows in", () => {
    expect(
      messages((content) => {
        (content.placements as Loose).menu.push({
          shopCollection: "spring-sale",
          text: { en: "Spring" },
          regions: ["de"],
        });
      }),
    ).toEqual(["placements.ts menu[2].text.de: no label in the region's language for a menu entry it shows in de"]);
  });

  it("names a banner bound given both as one instant and as local time", () => {
    expect(
      messages((content) => {
        (content.placements as Loose).textBanners.push({
          text: { ja: "ゴールデンウィーク" },
          regions: ["jp"],
          link: { page: "flagship-bumblebee" },
          startTime: "2025-04-29T00:00:00+09:00",
          startLocal: "2025-04-29T00:00",
        });
      }),
    ).toEqual([
      "placements.ts textBanners[0].startLocal: a bound given both as one instant and as each region's local time: " +
        "keep one (local time runs from each region's own clock)",
    ]);
  });

  it("names two editions of one series that run at the same time in a region", () => {
    expect(
      messages((content) => {
        const campaigns = content.campaigns as Loose;
        campaigns.blackFriday2026.schedules.uk = structuredClone(campaigns.blackFriday.schedules.uk);
      }),
    ).toEqual([
      "campaigns/black-friday-2026.ts schedules.uk: runs at the same time as blackFriday, another edition on " +
        "/black-friday: one edition at a time in uk",
    ]);
  });

  it("bounds texts, legal texts longer, and names parts and files the site does not have", () => {
    const found = messages((content) => {
      (content.bundles.en as Loose).home.hero.cta = "x".repeat(1_001);
      (content.bundles.en as Loose).support.pages["privacy-policy"].sections[4].paragraphs[0] = "x".repeat(10_000);
      (content.bundles.de as Loose).support.pages["privacy-policy"].sections[4].paragraphs[0] = "x".repeat(10_001);
      (content as Loose).payload = {};
      (content.overrides as Loose)["en-US"] = {};
      (content.dealers as Loose).zz = [];
    });
    expect(found).toEqual(
      expect.arrayContaining([
        "words/en.json home.hero.cta: 1,001 characters: at most 1,000 (shorten it, or split it)",
        "words/de.json support.pages.privacy-policy.sections[4].paragraphs[0]: 10,001 characters: at most 10,000 (shorten it)",
        `(content) payload: "payload" is no part of the site's content: take it out`,
        `words/en-US.json (root): "en-US" is no regional variant of the site's languages: take it out`,
        `zz/dealers.json (root): "zz" is no region of the site: take it out`,
      ]),
    );
    expect(found.join("\n")).not.toContain("words/en.json support.pages");
  });

  it("names a French elision before a consonant and an ordinal in capitals", () => {
    expect(
      messages((content) => {
        (content.bundles.fr as Loose).home.hero.cta = "Découvrez l'univers d'Flagship Megatron, 40E anniversaire";
      }),
    ).toEqual([
      `words/fr.json home.hero.cta: "d'Flagship": French elides only before a vowel or a silent h: write "de Flagship" in fr`,
      `words/fr.json home.hero.cta: "40E": a French ordinal is written "40e", in capitals too ("40E" reads as 40 euros) in fr`,
    ]);
  });

  it("names a misspelt page key with its file and field", () => {
    expect(
      messages((content) => {
        (content.products as Loose).flagshipMegatron.page = "flagship-megatronn";
      }),
    ).toContain(
      'catalogue.ts products.flagshipMegatron.page: no page "flagship-megatronn": did you mean "flagship-megatron"?',
    );
  });

  it("names a price missing for a region that sells the product", () => {
    expect(
      messages((content) => {
        delete content.prices.flagshipOptimusPrime!.us;
      }),
    ).toContain(
      'prices.ts PRICES.flagshipOptimusPrime.us: no price, but the region has its page "flagship-optimus-prime" in us',
    );
  });

  it("names a campaign product that the catalogue does not know", () => {
    expect(
      messages((content) => {
        (content.campaigns as Loose).blackFriday.products[7].product = "flagshipMegatronn";
      }),
    ).toContain(
      'campaigns/black-friday.ts products[megatron].product: unknown product "flagshipMegatronn": did you mean "flagshipMegatron"?',
    );
  });

  it("takes a product made in the studio: its own id, a library picture, prices and names", () => {
    const product = (content: ContentSet, image: boolean) => {
      (content.products as Loose).interstellarScoutK2 = {
        shopSlug: "interstellar-scout-k2",
        isPreSale: false,
        stock: 10,
        ...(image
          ? {
              image: {
                media: "0123456789abcdef0123456789abcdef",
                width: 800,
                height: 800,
                widths: [480, 800],
                fallback: "png",
              },
            }
          : {}),
      };
      (content.prices as Loose).interstellarScoutK2 = { us: 249 };
      (content.bundles as Loose).en.products.products.interstellarScoutK2 = {
        name: "Interstellar Scout K2",
        alt: "K2",
      };
    };
    expect(messages((content) => product(content, true))).toEqual([]);
    expect(messages((content) => product(content, false))).toEqual([
      "catalogue.ts products.interstellarScoutK2.image: no picture: choose one from the media library",
    ]);
    // Sold in de too: its German name is missing.
    expect(
      messages((content) => {
        product(content, true);
        (content.prices as Loose).interstellarScoutK2.de = 259;
      }),
    ).toEqual([
      "words/de.json products.products.interstellarScoutK2: no name or alt text for a product the region sells in de",
    ]);
    // A page of its own: every region that sells it reads its page text.
    expect(
      messages((content) => {
        product(content, true);
        (content.products as Loose).interstellarScoutK2.page = "interstellar-scout-k2";
        (content.prices as Loose).interstellarScoutK2.uk = 199;
        (content.overrides as Loose)["en-GB"].products ??= { products: {} };
        (content.bundles as Loose).en.products.products.interstellarScoutK2.learnMore = {
          tagline: "A scout for every desk.",
          description: ["Programmable in blocks or Python."],
        };
      }),
    ).toEqual([]);
    expect(
      messages((content) => {
        product(content, true);
        (content.products as Loose).interstellarScoutK2.page = "interstellar-scout-k2";
      }),
    ).toEqual([
      "words/en.json products.products.interstellarScoutK2.learnMore: no page text: write its tagline and text, or take its page away in us",
    ]);
  });

  it("names a product that no catalogue entry has, wherever it is named", () => {
    expect(
      messages((content) => {
        (content.home as Loose).regions.us.sections[0].push("interstellarScoutK3");
        (content.bundles as Loose).fr.products.products.interstellarScoutK3 = { name: "K3", alt: "K3" };
      }),
    ).toEqual([
      'home.ts regions.us.sections[0][2]: unknown product "interstellarScoutK3": did you mean "interstellarScoutK1"?',
      'words/fr.json products.products.interstellarScoutK3: unknown product "interstellarScoutK3": did you mean "interstellarScoutK1"?',
    ]);
  });

  it("names a scheduled home tile's unknown product and a time it cannot read", () => {
    expect(
      messages((content) => {
        const rows = (content.home as Loose).regions.us.sections;
        rows[1].push({ product: "interstellarScoutK3", startLocal: "2025-12-01T00:00" });
        rows[2].push({ product: "interstellarScoutK1", endLocal: "1 December" });
      }),
    ).toEqual([
      'home.ts regions.us.sections[2][interstellarScoutK1].endLocal: a date and a time of day ("1 December")',
      'home.ts regions.us.sections[1][interstellarScoutK3].product: unknown product "interstellarScoutK3": did you mean "interstellarScoutK1"?',
    ]);
  });

  it("names a stage that starts after the campaign's end", () => {
    expect(
      messages((content) => {
        (content.campaigns as Loose).blackFriday.schedules.uk.stages[2].startTime = "2024-12-06T09:00:00+01:00";
      }),
    ).toContain(
      "campaigns/black-friday.ts schedules.uk.stages[2].startTime: the last stage must start before the campaign's end",
    );
  });

  it("names a region override of a key the bundle does not have", () => {
    expect(
      messages((content) => {
        (content.overrides as Loose)["en-GB"].site.nav.pagez = { support: "Support Centre" };
      }),
    ).toContain("words/en-GB.json site.nav.pagez: unknown key");
  });

  it("names a date written as text in campaign copy, and a placeholder the schedule does not know", () => {
    const found = messages((content) => {
      const campaign = (content.bundles as Loose).en.campaigns.blackFriday;
      campaign.banners.banner1.time = "Nov 14 – {stage1Last:short}";
      campaign.stages[0].dates = "{stage1:short} – {stage9Last:short}";
    });
    expect(found).toContain(
      'words/en.json campaigns.blackFriday.banners.banner1.time: a date written as text ("Nov 14"): name it from the schedule in us',
    );
    expect(found).toContain(
      "words/en.json campaigns.blackFriday.stages[0].dates: speaks of stage 9, which the campaign does not have here: rewrite it in us",
    );
  });

  it("names the regional variant a region reads a campaign text from", () => {
    const found = messages((content) => {
      (content.overrides as Loose)["en-GB"].campaigns.blackFriday.termsAndConditions.content[0] =
        "Cyber Monday runs from {stage4} in the UK.";
    });
    expect(found).toContain(
      "words/en-GB.json campaigns.blackFriday.termsAndConditions.content[0]: speaks of stage 4, which the campaign does not have here: rewrite it in uk",
    );
  });

  it("refuses a reduction typed into a headline where the prior lowest price rules, naming file, field and region", () => {
    const found = messages((content) => {
      (content.bundles as Loose).de.campaigns.christmas.banners.banner1.discount = "Bis zu 30 % Rabatt";
      (content.overrides as Loose)["en-GB"].campaigns.christmas.banners.banner1.title = "Save £350 this Christmas";
    });
    expect(found).toContain(
      'words/de.json campaigns.christmas.banners.banner1.discount: a typed reduction "30 %": use {upTo:percent} in ' +
        "the banner's discount, filled with the largest reduction the page's cards give at each instant against the " +
        "prior lowest price (and discountWithoutFigure where none) in de",
    );
    expect(found).toContain(
      'words/en-GB.json campaigns.christmas.banners.banner1.title: a typed amount "£350": use {upTo:amount} in ' +
        "the banner's discount, filled with the largest reduction the page's cards give at each instant against the " +
        "prior lowest price (and discountWithoutFigure where none) in uk",
    );
  });

  it("takes a typed figure where the list price rules, but no computed figure without its figure-free words", () => {
    const found = messages((content) => {
      const banner = (content.bundles as Loose).en.campaigns.christmas.banners.banner1;
      banner.discount = "Up to 30% off";
      banner.discountDescribe = "Up to {upTo:percent} off our robots.";
      const german = (content.bundles as Loose).de.campaigns.christmas.banners.banner1;
      delete german.discountWithoutFigure;
    });
    expect(found.filter((line) => / in us$/.test(line))).toEqual([
      "words/en.json campaigns.christmas.banners.banner1.discountDescribe: a computed figure outside a banner's " +
        "discount: only banners.<banner>.discount is filled at each instant in us",
    ]);
    expect(found).toContain(
      "words/de.json campaigns.christmas.banners.banner1.discountWithoutFigure: missing: the words shown in place of " +
        "the discount's figure while no card is reduced in de",
    );
  });

  it("recognises dates written by hand in every language the campaigns use", () => {
    for (const text of [
      "Nov 14",
      "14 November",
      "14. – 21. Nov.",
      "du 14 au 21 novembre",
      "4/27",
      "27.04.",
      "2025",
      "4 月 27 日",
    ])
      expect(dateLiterals(text), text).not.toBeNull();
    for (const text of ["{stage1:short} – {last:short}", "30-day price guarantee", "sizes XL–XXXL", "Up to 30% off"])
      expect(dateLiterals(text), text).toBeNull();
  });
});

describe("content:check on copy that ages against its facts", () => {
  it("names a standing home eyebrow that says New: it shows once the hero product is no longer new", () => {
    expect(
      messages((content) => {
        (content.bundles as Loose).en.home.hero.eyebrow = "New: Flagship Bumblebee";
      }),
    ).toContain(
      'words/en.json home.hero.eyebrow: says "New" but shows from 2025-09-06 on, when flagshipBumblebee is no longer new: move that line to home.hero.newEyebrow (shown only while it is new) and keep the eyebrow without it in us',
    );
  });

  it("names a New tag on a product without a launch date, and a New menu entry outliving its product's period", () => {
    const found = messages((content) => {
      (content.site as Loose).nav.products[1].tag = "new";
      (content.placements as Loose).menu.push({ page: "flagship-bumblebee", tag: "new" });
    });
    expect(found).toContain(
      'site.ts nav.products[1].tag: "new" on eliteOptimusPrime, which has no launch date: it can not be called new, so the tag never shows; remove it in us',
    );
    expect(found).toContain(
      'placements.ts menu[2].tag: "new" until for good, but flagshipBumblebee is new only until 2025-09-06: end the entry by then, or drop the tag in us',
    );
  });

  it("shows cn its own social links, each with a label, and names a missing one", () => {
    const icons = (region: "cn" | "us") =>
      siteContent(content, region).media.map((item) => `${item.icon} ${item.label}`);
    expect(icons("cn")).toEqual(["weibo 微博", "bilibili 哔哩哔哩", "douyin 抖音"]);
    expect(icons("us")).toContain("instagram Instagram");
    const found = messages((set) => {
      delete (set.bundles as Loose).zh.site.media.weibo;
    });
    expect(found).toContain("words/zh.json site.media.weibo: no label for a social link the region shows in cn");
  });

  it("names a copyright year written by hand, or a line with no company, in the file the region reads it from", () => {
    const found = messages((content) => {
      (content.bundles as Loose).de.site.copyright[0] = "© 2025 Mechaforge Robotics Co., Ltd. Alle Rechte vorbehalten.";
      (content.overrides as Loose)["en-GB"].site.copyright[0] = "© {yaer} {entity}";
      (content.bundles as Loose).fr.site.copyright[0] = "© {year} Mechaforge Robotics Co., Ltd. Tous droits réservés.";
    });
    expect(found).toContain(
      `words/de.json site.copyright[0]: a year written by hand ("2025"): write {year}, the current year in the region's time zone in de`,
    );
    expect(found).toContain(
      "words/en-GB.json site.copyright[0]: unknown placeholder {yaer}: only {year} and {entity} are known in uk",
    );
    expect(found).toContain(
      "words/fr.json site.copyright[0]: a copyright line with {year} names no company: write {entity}, the region's legal entity in fr",
    );
  });
});

describe("drift between pages", () => {
  const base = { region: "us", at: 0, product: "flagshipMegatron" } as const;

  it("finds none on the site at any schedule boundary", () => {
    expect(checkDrift(content).map((drift) => drift.message)).toEqual([]);
  });

  it("reports two pages showing one product at different prices, buttons or shop links", () => {
    const seen: Observation[] = [
      { ...base, where: "flagship-megatron page", price: 1199, state: "outOfStock", buy: "https://shop/a" },
      { ...base, where: "black-friday card megatron", price: 1299, state: "buy", buy: "https://shop/b" },
    ];
    const drifts = compareObservations(seen).map((drift) => drift.message);
    expect(drifts).toHaveLength(3);
    expect(drifts[0]).toBe(
      "drift us 1970-01-01T00:00:00.000Z flagshipMegatron.price: 1199 (flagship-megatron page) ≠ 1299 (black-friday card megatron)",
    );
  });

  it("reports a Learn More that opens another product's page", () => {
    expect(learnMoreMismatch(content, "us", "interstellarScoutK1", "k1-pro-interstellar-scout")).toBe(
      "opens the page of k1ProInterstellarScout",
    );
    expect(learnMoreMismatch(content, "us", "eliteOptimusPrimeAiBase", "ai-base")).toBe("opens the page of aiBase");
    expect(learnMoreMismatch(content, "us", "eliteOptimusPrimeAiBase", "elite-optimus-prime")).toBeNull();
    expect(
      learnMoreMismatch(
        content,
        "uk",
        "interstellarScoutK1",
        "https://shop.mechaforge.com/uk/products/k1-interstellar-scout",
      ),
    ).toBeNull();
  });
});

describe("content:schedule", () => {
  it("lists every boundary of a region in time order, with what changes and a preview link", () => {
    const events = scheduleEvents(content, "us");
    expect(events.map((event) => event.at)).toEqual([...events.map((event) => event.at)].sort((a, b) => a - b));
    expect(events).toContainEqual({
      at: Date.parse("2024-11-22T09:00:00+01:00"),
      region: "us",
      what: 'black-friday: stage 2 "Black Friday" starts',
      preview: "/us/black-friday?at=2024-11-22T08:00:00.000Z",
      pages: ["black-friday", "home"],
    });
    expect(events).toContainEqual({
      at: Date.parse("2024-11-22T00:00:00+01:00"),
      region: "us",
      what: 'black-friday: stage 1 "Early Black Friday" ends (no stage price until the next stage)',
      preview: "/us/black-friday?at=2024-11-21T23:00:00.000Z",
      pages: ["black-friday", "home"],
    });
    // The campaign enters the menu with its first stage: every page changes.
    expect(events).toContainEqual(
      expect.objectContaining({ at: Date.parse("2024-11-14T09:00:00+01:00"), pages: null }),
    );
    expect(events.map((event) => event.what)).toContain(
      "flagship-bumblebee: the early bird ends, the regular price everywhere",
    );
  });
  it("has no campaign boundaries where the region runs none", () => {
    expect(scheduleEvents(content, "kr")).toEqual([]);
    expect(scheduleEvents(content, "cn").some((event) => event.what.includes("black-friday"))).toBe(false);
  });
});

describe("content:schedule's affected URLs (what a CDN keeps only until a boundary)", () => {
  const event = (what: string) => scheduleEvents(content, "us").find((candidate) => candidate.what.startsWith(what))!;
  it("names the campaign page and the home page for a stage change", () => {
    expect(affectedPaths(content, event('black-friday: stage 2 "Black Friday" starts'))).toEqual([
      "/us/black-friday",
      "/us",
    ]);
  });
  it("names every page of the region, and no other region's, when a campaign enters the menu", () => {
    const paths = affectedPaths(content, event('black-friday: stage 1 "Early Black Friday" starts'));
    expect(paths).toEqual(regionPagePaths(content, "us"));
    expect(paths).toContain("/us/faq");
    expect(paths.every((path) => path === "/us" || path.startsWith("/us/"))).toBe(true);
  });
});

describe("the preview bar's boundaries", () => {
  it("offers the page's previous and next boundary: a campaign's stages on its page and the home page only", () => {
    const at = new Date("2024-11-21T12:00:00Z");
    expect(previewBar(content, "us", "black-friday", at)).toMatchObject({
      previous: "2024-11-14T08:00:00.000Z",
      next: "2024-11-21T23:00:00.000Z",
    });
    expect(previewBar(content, "us", "home", at).next).toBe("2024-11-21T23:00:00.000Z");
    // The campaign's menu entry leaves at its end: the next change of every other page.
    expect(previewBar(content, "us", "faq", at).next).toBe("2024-12-02T23:00:00.000Z");
  });
  it("names the instant in the region's language and time zone", () => {
    expect(previewBar(content, "de", "home", new Date("2025-04-01T12:00:00Z")).showing).toBe(
      "Vorschau der Website am 01.04.2025, 14:00",
    );
  });
});
