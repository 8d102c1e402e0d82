import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { CampaignCard } from "~/components/campaign/CampaignCard";
import {
  campaignFactsSchema,
  campaignScheduleSchema,
  type CampaignFacts,
  type CampaignSchedule,
  type CampaignWords,
} from "~/content/campaign.schema";
import { pageByPath, pageDef } from "~/content/pages";
import { repositoryDocument } from "~/content/repository";
import { wordsFor } from "~/content/words";
import { campaignCopyValues, stageWindows } from "~/rules/campaign";
import { CLAIM_PLACEHOLDERS } from "~/rules/claims";
import { fillTemplate } from "~/rules/copy-template";
import { formatPrice } from "~/rules/format";
import { isExternalLink } from "~/rules/links";
import { listPriceAt, sells } from "~/rules/price-lists";
import type { CampaignCardView } from "~/views/campaign";
import { campaignView } from "~/views/campaign.server";
import { regionCatalogue } from "~/views/catalogue.server";
import { campaignReference } from "~/views/reference-price.server";
import { scheduleEvents } from "~/views/schedule-events.server";
import { siteContents } from "~/views/site-content.server";

type CampaignId = "blackFriday" | "christmas";
const CAMPAIGN_IDS: CampaignId[] = ["blackFriday", "christmas"];
const content = repositoryDocument();
const CAMPAIGNS = content.campaigns as Record<CampaignId, CampaignFacts>;
const CAMPAIGN_REGIONS = ["us", "uk", "eu", "fr", "de"] as const;
const pairs = CAMPAIGN_REGIONS.flatMap((region) => CAMPAIGN_IDS.map((campaign) => ({ region, campaign })));
const scheduleOf = (campaign: CampaignId, region: (typeof CAMPAIGN_REGIONS)[number]): CampaignSchedule =>
  CAMPAIGNS[campaign].schedules[region]!;
const wordsOf = (region: (typeof CAMPAIGN_REGIONS)[number], campaign: CampaignId): CampaignWords =>
  wordsFor(content, region).campaigns![campaign]!;
const at = (iso: string) => new Date(iso);
const CLAIMS_FILLED = Object.fromEntries(CLAIM_PLACEHOLDERS.map((name) => [name, "filled"]));
/** Every card a campaign page shows at `now`, preview and tabs together. */
const allCards = (view: ReturnType<typeof campaignView>): CampaignCardView[] => [
  ...view.preview.products,
  ...view.products2.groups.flatMap((group) => group.products),
];

describe.each(CAMPAIGN_IDS)("%s facts", (campaign) => {
  it("match the schema", () => {
    const result = campaignFactsSchema.safeParse(CAMPAIGNS[campaign]);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });
});

describe.each(pairs)("$campaign in $region", ({ region, campaign }) => {
  const facts = CAMPAIGNS[campaign];
  const schedule = scheduleOf(campaign, region);
  const words = wordsOf(region, campaign);

  it("has a valid schedule, one stage name per stage, and a banner for every stage", () => {
    expect(campaignScheduleSchema.safeParse(schedule).success).toBe(true);
    expect(words.stages).toHaveLength(schedule.stages.length);
    const bannerStages = Object.values(facts.banners).flatMap((banner) => banner.stages);
    schedule.stages.forEach((_, index) => expect(bannerStages).toContain(index + 1));
  });

  it("offers only products the region sells, with one price per stage", () => {
    for (const item of facts.products) {
      expect(sells(content, region, item.product), item.key).toBe(true);
      const offer = item.offers[region];
      if (offer) expect(offer, item.key).toHaveLength(schedule.stages.length);
    }
  });

  it("links only to pages that exist in the region", () => {
    const view = campaignView(content, region, campaign, at(schedule.stages[0]!.startTime));
    const links = [
      ...allCards(view).map((card) => card.learnMore),
      ...view.banner.links.map((item) => item.link),
      ...view.membersOnly!.items.map((item) => item.link),
    ].filter((link) => !isExternalLink(link));
    expect(
      links.filter(
        (link) => !pageByPath(content, link) || !pageDef(content, pageByPath(content, link)!).regions.includes(region),
      ),
    ).toEqual([]);
  });

  it("fills every placeholder of its copy from the schedule and the facts", () => {
    // The headline's figure is filled at each instant from the cards (rules/claims.ts): every stage's banner below.
    const values = { ...campaignCopyValues(schedule, facts, region), ...CLAIMS_FILLED };
    const unfilled = JSON.stringify(words).match(/\{[a-zA-Z][\w]*(:[a-zA-Z]+)?\}/g) ?? [];
    expect(unfilled.filter((name) => fillTemplate(name, values) === name)).toEqual([]);
    for (const { start } of stageWindows(schedule))
      expect(JSON.stringify(campaignView(content, region, campaign, new Date(start)).banner)).not.toMatch(/\{[a-zA-Z]/);
  });

  it("links the in-page tabs to the three anchors", () => {
    const view = campaignView(content, region, campaign, at(schedule.stages[0]!.startTime));
    expect(view.tabs.map((t) => t.link)).toEqual(["#special-offers", "#lucky-draw", "#members-only-offers"]);
  });

  it("uses the region's own invalid-email message", () => {
    const view = campaignView(content, region, campaign, at(schedule.stages[0]!.startTime));
    expect(view.subscribe.invalid).toBe(siteContents(content)[region].subscribe.invalid);
  });

  it("names the region's payment methods on its cards, and instalments with their disclosure where it has them", () => {
    const view = campaignView(content, region, campaign, at(schedule.stages[0]!.startTime));
    const expected = {
      us: {
        installments: "Pay in 12 interest-free monthly installments with PayPal or Klarna",
        methods: "Pay with PayPal or Klarna",
        disclosure: expect.stringMatching(
          /^Monthly payments with PayPal or Klarna: 0% APR, .*subject to credit approval/,
        ),
      },
      uk: {
        installments: "Or 3 interest-free monthly payments with Klarna",
        methods: "Pay with Klarna",
        disclosure: expect.stringMatching(/^Pay in 3 with Klarna is an unregulated credit agreement\. /),
      },
      eu: { installments: null, methods: "Pay with PayPal", disclosure: null },
      fr: { installments: null, methods: "Payez avec PayPal", disclosure: null },
      de: { installments: null, methods: "Bezahlen Sie mit PayPal", disclosure: null },
    }[region];
    // An instalment offer never goes without its credit disclosure (Reg Z in the us, the FCA's wording in the uk).
    expect(view.payment).toEqual(expected);
  });

  it("shows the catalogue's name, button, shop link, Learn More and the lawful reference on every card at every stage", () => {
    for (const { startTime } of schedule.stages) {
      const catalogue = regionCatalogue(content, region, at(startTime));
      for (const card of allCards(campaignView(content, region, campaign, at(startTime)))) {
        const entry = catalogue[card.product]!;
        expect(card.plainName.length, card.key).toBeGreaterThan(0);
        expect(card.learnMore, card.key).toBe(entry.link);
        if (card.button.href) expect(card.button.href, card.key).toBe(entry.buy);
        const reference = campaignReference(content, region, campaign, card.product, at(startTime));
        if (card.signPrice) expect(card.signPrice, card.key).toBe(formatPrice(region, reference!));
        else if (!card.current.locked && card.current.noDeal)
          expect(card.current.price, card.key).toBe(formatPrice(region, entry.price));
      }
    }
  });
});

describe("contradictions between campaigns and the catalogue", () => {
  it.each(pairs)(
    "Flagship Megatron in $campaign $region: the catalogue price and Out of Stock",
    ({ region, campaign }) => {
      const schedule = scheduleOf(campaign, region);
      for (const { startTime } of schedule.stages) {
        const megatron = allCards(campaignView(content, region, campaign, at(startTime))).filter(
          (c) => c.key === "megatron",
        );
        expect(megatron.length).toBeGreaterThan(0);
        for (const card of megatron) {
          expect(card.button).toMatchObject({ state: "outOfStock", href: null });
          expect(card.current.price).toBe(
            formatPrice(region, regionCatalogue(content, region, at(startTime)).flagshipMegatron!.price),
          );
        }
      }
    },
  );

  it.each(CAMPAIGN_REGIONS)("K1 Interstellar Scout opens its own shop page, not the K1 Pro page (%s)", (region) => {
    const view = campaignView(content, region, "blackFriday", at("2024-11-15T10:00:00+01:00"));
    const k1 = allCards(view).find((card) => card.key === "k1")!;
    const shop = `https://shop.mechaforge.com/${region}/products/k1-interstellar-scout`;
    expect(k1.learnMore).toBe(shop);
    expect(view.banner.links[1]).toEqual({
      product: "interstellarScoutK1",
      label: expect.stringContaining("K1 Interstellar Scout"),
      link: shop,
    });
  });

  it("the Elite Optimus Prime + AI Base bundle buys the catalogue's bundle and learns more about Elite, not the AI Base", () => {
    const view = campaignView(content, "us", "blackFriday", at("2024-11-15T10:00:00+01:00"));
    const bundle = allCards(view).find((card) => card.key === "30ai")!;
    expect(bundle.button.href).toBe("https://shop.mechaforge.com/us/products/elite-optimus-prime-ai-base-bundle");
    expect(bundle.learnMore).toBe("elite-optimus-prime");
    const uk = allCards(campaignView(content, "uk", "blackFriday", at("2024-11-15T10:00:00+01:00"))).find(
      (c) => c.key === "30ai",
    )!;
    expect(uk.learnMore).toBe(uk.button.href);
  });

  it("writes campaign dates from the schedule: moving a stage moves every date that names it", () => {
    const facts = CAMPAIGNS.blackFriday;
    const us = scheduleOf("blackFriday", "us");
    const moved: CampaignSchedule = {
      ...us,
      stages: us.stages.map((s, index) => (index === 0 ? { ...s, startTime: "2024-11-12T09:00:00+01:00" } : s)),
    };
    const words = wordsOf("us", "blackFriday");
    // Dates never break inside (rules/typography.ts): their spaces are no-break spaces.
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
    expect(plain(fillTemplate(words.banners.banner1!.time, campaignCopyValues(moved, facts, "us")))).toBe(
      "Nov 12 – Nov 21",
    );
    expect(plain(fillTemplate(words.stages[0]!.dates, campaignCopyValues(moved, facts, "us")))).toBe("Nov 12 – Nov 21");
    expect(plain(fillTemplate(words.termsAndConditions.content[0]!, campaignCopyValues(moved, facts, "us")))).toContain(
      "from Nov 12, 2024, 3:00 AM ET (12:00 AM PT)",
    );
  });
});

describe("campaign prices (EUR list/sale)", () => {
  const eur = {
    "30": [699, 559],
    k1: [309, 232],
    "30ai": [928, 739],
    bumblebee: [499, 349],
    grimlock: [1799, 1439],
    buzz: [839, 671],
  } as const;
  it.each(["eu", "fr", "de"] as const)("sells at the Black Friday price in %s", (region) => {
    for (const item of CAMPAIGNS.blackFriday.products) {
      const expected = eur[item.key as keyof typeof eur];
      if (!expected) continue;
      const offer = item.offers[region]!;
      const list = listPriceAt(content, region, item.product, at("2024-11-25T12:00:00Z"));
      expect([list, offer[1] ?? offer[2]], item.key).toEqual(expected);
    }
  });
});

describe("campaignView", () => {
  it("words the uk instalment disclosure as the law stood at the moment: unregulated before 15 July 2026, FCA after", () => {
    const disclosure = (campaign: "blackFriday" | "blackFriday2026", when: string) =>
      campaignView(content, "uk", campaign, at(when)).payment.disclosure;
    expect(disclosure("blackFriday", "2024-11-25T12:00:00Z")).toMatch(/is an unregulated credit agreement/);
    expect(disclosure("blackFriday2026", "2026-11-25T12:00:00Z")).toMatch(
      /authorised and regulated by the Financial Conduct Authority/,
    );
    // The change is a schedule boundary (midnight in London), so no cached page carries the old wording past it.
    expect(scheduleEvents(content, "uk").map((event) => event.at)).toContain(Date.parse("2026-07-14T23:00:00Z"));
  });

  it("promises the signed print to as many first orders in every market: one number, written once", () => {
    const changed = structuredClone(content);
    (changed.campaigns as Record<CampaignId, CampaignFacts>).blackFriday.counts = { giftOrders: 7 };
    const note = (region: "eu" | "fr" | "de") =>
      campaignView(changed, region, "blackFriday", at("2024-11-25T12:00:00+01:00")).moreSurprises.subDescribe;
    expect(note("eu")).toContain("the first 7 orders");
    expect(note("fr")).toContain("les 7 premières commandes");
    expect(note("de")).toContain("die ersten 7 Bestellungen");
  });

  it("writes inkl. MwSt. after every German card's price (PAngV § 3), and no note in us", () => {
    const cardText = (region: "us" | "de") => {
      const view = campaignView(content, region, "christmas", at("2024-12-15T12:00:00+01:00"));
      return allCards(view).map((item) =>
        renderToStaticMarkup(
          createElement(
            MemoryRouter,
            null,
            createElement(CampaignCard, {
              item,
              buttons: view.buttons,
              labels: view.labels,
              payment: view.payment,
              prefix: view.prefix,
            }),
          ),
        ),
      );
    };
    const de = cardText("de");
    expect(de.length).toBeGreaterThan(0);
    for (const html of de)
      expect(html).toMatch(
        /data-testid="stage-price">[^<]+<\/span><span class="product-card__note">inkl\. MwSt\.<\/span>/,
      );
    expect(cardText("us").join("")).not.toContain("product-card__note");
  });

  it("writes spend thresholds as each language does: ab 399 € in de, dès in fr, $399+ in us", () => {
    const thresholds = (region: "us" | "de" | "fr") =>
      campaignView(content, region, "blackFriday", at("2024-11-25T12:00:00+01:00")).tieredRewards?.tiers.map(
        (t) => t.threshold,
      );
    expect(thresholds("de")?.every((text) => /^ab \d[\d.]*\s€$/.test(text))).toBe(true);
    expect(thresholds("fr")?.every((text) => /^dès \d[\d\u202f]*\s€$/.test(text))).toBe(true);
    expect(thresholds("us")?.every((text) => /^\$[\d,]+\+$/.test(text))).toBe(true);
  });

  it("shows the Early Black Friday banner and prices, hiding later stages' prices", () => {
    const view = campaignView(content, "us", "blackFriday", at("2024-11-15T10:00:00+01:00"));
    expect(view.stage).toBe(1);
    expect(view.bannerId).toBe("banner1");
    const grimlock = view.preview.products.find((p) => p.key === "grimlock")!;
    expect(grimlock.current).toMatchObject({ locked: true, price: "$???" });
    expect(JSON.stringify(view)).not.toContain("1,359");
    // Early Black Friday ends at 23:59 CET on 21 November: the countdown runs to its end, not to the next stage.
    expect(view.countdown?.target).toBe(Date.parse("2024-11-22T00:00:00+01:00"));
    expect(view.countdown?.labels.title).toBe("Deals end in");
  });

  it("keeps '$???' and UNLOCK SOON for later deals only: a past stage without a deal shows '—' (Black Friday stage 2)", () => {
    const view = campaignView(content, "us", "blackFriday", at("2024-11-25T12:00:00+01:00"));
    expect(view.stage).toBe(2);
    const card = (key: string) => allCards(view).find((c) => c.key === key)!;
    expect(card("grimlock").current).toMatchObject({ locked: true, price: "$???" });
    expect(card("grimlock").ladder.map((step) => step.price)).toEqual(["—", "—", "$???"]);
    expect(card("buzz").current).toMatchObject({ locked: false, price: "$639" });
    expect(card("buzz").ladder.map((step) => [step.price, step.status])).toEqual([
      ["—", "past"],
      ["$639", "current"],
      ["$???", "upcoming"],
    ]);
  });

  it.each(CAMPAIGN_REGIONS)(
    "leaves no '???' on the %s Black Friday page at Cyber Monday (the last stage)",
    (region) => {
      const schedule = scheduleOf("blackFriday", region);
      const last = schedule.stages[schedule.stages.length - 1]!.startTime;
      const view = campaignView(content, region, "blackFriday", at(last));
      expect(view.stage).toBe(schedule.stages.length);
      expect(JSON.stringify(view)).not.toContain("???");
      for (const card of allCards(view)) {
        expect(card.current.locked, card.key).toBe(false);
        expect(
          card.ladder.filter((step) => step.locked),
          card.key,
        ).toEqual([]);
      }
      const grimlock = allCards(view).find((c) => c.key === "grimlock")!;
      expect(grimlock.ladder.slice(0, 2).map((step) => step.price)).toEqual(["—", "—"]);
    },
  );

  it("shows the list price, not a mystery price, where no stage of the campaign has a deal left", () => {
    const view = campaignView(content, "us", "christmas", at("2024-12-10T12:00:00+01:00"));
    for (const card of allCards(view)) expect(card.current.price, card.key).not.toContain("???");
  });

  it("shows the New Year banner in Christmas stage 2", () => {
    const view = campaignView(content, "uk", "christmas", at("2025-01-05T12:00:00+01:00"));
    expect(view.stage).toBe(2);
    expect(view.bannerId).toBe("banner2");
    expect(view.countdown?.target).toBe(Date.parse("2025-01-13T00:00:00+01:00"));
  });

  it("subscribes in the page's region, naming the page as source", () => {
    const view = campaignView(content, "fr", "blackFriday", at("2024-11-15T10:00:00+01:00"));
    expect(view.subscribe).toMatchObject({
      region: "fr",
      source: "/fr/black-friday",
      invalid: "Veuillez saisir une adresse e-mail valide",
    });
    expect(view.subscribe.apiMessages.default).toBe(siteContents(content).fr.api.default);
  });

  it("pictures each special offer as the region's gift: uk bottle and T-shirt, EU mug and T-shirt, us cap", () => {
    const offers = (region: "us" | "uk" | "eu" | "fr" | "de", campaign: CampaignId) =>
      campaignView(content, region, campaign, at("2024-12-10T12:00:00+01:00")).specialOffers!.items.map((item) => ({
        title: item.title,
        pc: item.images.pc,
        alt: item.alt,
      }));
    const uk = offers("uk", "christmas");
    expect(uk[0]).toEqual({
      title: "Free insulated bottle",
      pc: "/images/campaign/offer-bottle-pc.svg",
      alt: "Stainless Mechaforge insulated bottle with a gold logo",
    });
    expect(uk[1]).toMatchObject({
      pc: "/images/campaign/offer-tshirt-pc.svg",
      alt: "Black Mechaforge T-shirt with a gold robot print",
    });
    expect(offers("eu", "christmas").map((o) => [o.pc, o.alt])).toEqual([
      ["/images/campaign/offer-mug-pc.svg", "White Mechaforge mug with a gold logo"],
      ["/images/campaign/offer-tshirt-pc.svg", "Black Mechaforge T-shirt with a gold robot print"],
    ]);
    expect(offers("fr", "christmas").map((o) => o.alt)).toEqual([
      "Mug Mechaforge blanc au logo doré",
      "T-shirt Mechaforge noir à imprimé robot doré",
    ]);
    expect(offers("de", "christmas").map((o) => o.alt)).toEqual([
      "Weiße Mechaforge-Tasse mit goldenem Logo",
      "Schwarzes Mechaforge-T-Shirt mit goldenem Roboter-Aufdruck",
    ]);
    expect(offers("us", "christmas")[0]).toMatchObject({
      pc: "/images/campaign/offer-gift-pc.svg",
      alt: "Black Mechaforge cap with a gold logo",
    });
    expect(offers("us", "christmas")[0]?.alt).not.toMatch(/wrapped/);
  });
});
