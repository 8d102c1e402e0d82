import { describe, expect, it } from "vitest";
import { CAMPAIGNS } from "~/content/campaigns";
import { campaignContentSchema, campaignScheduleSchema } from "~/content/campaign.schema";
import { CAMPAIGN_SCHEDULES, type CampaignId, type CampaignRegion } from "~/content/campaign-schedule";
import { SITES } from "~/content/sites";
import { isExternalLink } from "~/lib/links";
import { pageByPath, pageDef } from "~/lib/pages";
import { campaignView } from "~/lib/campaign-view.server";

const REGIONS = Object.keys(CAMPAIGNS) as CampaignRegion[];
const CAMPAIGN_IDS: CampaignId[] = ["blackFriday", "christmas"];
const pairs = REGIONS.flatMap((region) => CAMPAIGN_IDS.map((campaign) => ({ region, campaign })));

describe.each(pairs)("$campaign content of $region", ({ region, campaign }) => {
  const content = CAMPAIGNS[region][campaign];
  const schedule = CAMPAIGN_SCHEDULES[campaign][region];

  it("matches the schema", () => {
    const result = campaignContentSchema.safeParse(content);
    expect(result.success ? [] : result.error.issues).toEqual([]);
    expect(campaignScheduleSchema.safeParse(schedule).success).toBe(true);
  });

  it("names one stage per scheduled stage, and the timeline shows each of them", () => {
    expect(content.stageNames).toHaveLength(schedule.stages.length);
    const timelineStages = content.timeline.items.flatMap((item) => ("stage" in item ? [item.stage] : []));
    expect(timelineStages).toEqual(schedule.stages.map((s) => s.stage));
    expect(content.timeline.items.some((item) => "spacer" in item)).toBe(true);
  });

  it("has a banner for every stage", () => {
    for (const { stage } of schedule.stages)
      expect([...content.banner1.stages, ...content.banner2.stages]).toContain(stage);
  });

  it("links only to pages that exist in the region", () => {
    const links = [
      ...content.products.map((p) => p.learnMore),
      content.banner1.productUrl.product,
      content.banner1.productUrl.product2,
      content.banner2.productUrl.product,
      content.banner2.productUrl.product2,
      ...content.membersOnly.items.map((i) => i.link),
      ...content.specialOffers.items.flatMap((i) => (i.link ? [i.link] : [])),
    ].filter((link) => !isExternalLink(link));
    expect(links.filter((link) => !pageByPath(link) || !pageDef(pageByPath(link)!).regions.includes(region))).toEqual(
      [],
    );
  });

  it("links the in-page tabs to the three anchors", () => {
    expect(content.tabs.map((t) => t.link)).toEqual(["#special-offers", "#lucky-draw", "#members-only-offers"]);
  });

  it("uses the region's own invalid-email message", () => {
    expect(content.subscribe.invalid).toBe(SITES[region].subscribe.invalid);
  });

  it("shows the payment line only where the region offers it (us PayPal+Klarna, uk Klarna)", () => {
    const expected = { us: ["paypal", "klarna"], uk: ["klarna"], eu: undefined, fr: undefined, de: undefined }[region];
    expect(content.payment?.methods).toEqual(expected);
  });
});

describe("campaign texts are in each region's language", () => {
  it.each(["fr", "de"] as const)("translates %s", (region) => {
    for (const campaign of CAMPAIGN_IDS) {
      expect(CAMPAIGNS[region][campaign].subscribe.title).not.toBe(CAMPAIGNS.us[campaign].subscribe.title);
      expect(CAMPAIGNS[region][campaign].benefits.items.map((i) => i.label)).not.toEqual(
        CAMPAIGNS.us[campaign].benefits.items.map((i) => i.label),
      );
    }
  });
  it("writes British English for uk and its own prices", () => {
    expect(CAMPAIGNS.uk.blackFriday.products).not.toEqual(CAMPAIGNS.us.blackFriday.products);
    expect(CAMPAIGNS.eu.blackFriday.products).not.toEqual(CAMPAIGNS.us.blackFriday.products);
  });
});

describe("campaign prices of spec §9 (EUR list/sale)", () => {
  const eur = {
    "30": [699, 559],
    k1: [309, 232],
    "30ai": [928, 739],
    bumblebee: [499, 349],
    grimlock: [1799, 1439],
    buzz: [839, 671],
  } as const;
  it.each(["eu", "fr", "de"] as const)("sells at the Black Friday price in %s", (region) => {
    for (const item of CAMPAIGNS[region].blackFriday.products) {
      const expected = eur[item.key as keyof typeof eur];
      if (!expected) continue;
      expect([item.signPrice, item.activityPrice[1] ?? item.activityPrice[2]], item.key).toEqual(expected);
    }
  });
});

describe("campaignView", () => {
  it("shows the Early Black Friday banner and prices, hiding later stages' prices", () => {
    const view = campaignView("us", "blackFriday", Date.parse("2024-11-15T10:00:00+01:00"));
    expect(view.stage).toBe(1);
    expect(view.bannerId).toBe("banner1");
    const grimlock = view.preview.products.find((p) => p.key === "grimlock")!;
    expect(grimlock.current).toMatchObject({ locked: true, price: "$???" });
    expect(JSON.stringify(view)).not.toContain("1,359");
    expect(view.countdown?.target).toBe(Date.parse("2024-11-22T09:00:00+01:00"));
  });

  it("shows the New Year banner in Christmas stage 2", () => {
    const view = campaignView("uk", "christmas", Date.parse("2025-01-05T12:00:00+01:00"));
    expect(view.stage).toBe(2);
    expect(view.bannerId).toBe("banner2");
    expect(view.countdown?.target).toBe(Date.parse("2025-01-13T00:00:00+01:00"));
  });

  it("subscribes in the page's region, naming the page as source", () => {
    const view = campaignView("fr", "blackFriday", Date.parse("2024-11-15T10:00:00+01:00"));
    expect(view.subscribe).toMatchObject({
      region: "fr",
      source: "/fr/black-friday",
      invalid: "Veuillez saisir une adresse e-mail valide",
    });
    expect(view.subscribe.apiMessages.default).toBe(SITES.fr.api.default);
  });
});
