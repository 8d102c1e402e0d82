// What the site shows of its content in a region at an instant, as JSON: the menu's scheduled entries, the footer text
// banner, the home page's hero, the catalogue's prices and buttons, the campaign pages open then and their cards, and the
// region's schedule. With CONTENT_DIR it reads a copy of app/content: the content tests change a copy and ask this
// what a shopper would see (tests/unit/content-tasks.test.ts), and content:check's verdict on it.
//   npx vite-node --config vitest.config.ts scripts/content/probe.ts -- --region us --at 2024-11-25T12:00:00Z
import { parseArgs } from "node:util";
import { isRegionCode } from "~/rules/regions";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: { region: { type: "string", multiple: true }, at: { type: "string", multiple: true } },
  strict: true,
});

const { loadContentSet } = await import("./content-set");
const { checkContent, formatIssues } = await import("~/content/checks");
const loaded = await loadContentSet();
const issues = formatIssues(loaded.issues.length ? loaded.issues : checkContent(loaded.content));

// What the pages show is rendered from the content as the facts modules hold it (the copy, with CONTENT_DIR).
const content = (await import("~/content/repository")).repositoryDocument();
const { siteContent } = await import("~/request/page.server");
const { siteNav, activeTextBanner } = await import("~/rules/nav");
const { regionLaunchStage } = await import("~/rules/preorder");
const { regionCatalogueCard, regionProducts } = await import("~/views/catalogue.server");
const { homeCampaign } = await import("~/views/home-placement.server");
const { campaignState } = await import("~/rules/campaign");
const { campaignView } = await import("~/views/campaign.server");
const { pageRegions } = await import("~/content/pages");
const { regionTime, scheduleEvents } = await import("~/views/schedule-events.server");

const views = [];
for (const region of values.region ?? []) {
  if (!isRegionCode(region)) throw new Error(`unknown region ${region}`);
  for (const at of values.at ?? []) {
    const now = new Date(at);
    const site = siteContent(content, region);
    const launchStage = regionLaunchStage(content, region, now);
    const home = homeCampaign(content, region, now);
    views.push({
      region,
      at,
      menu: siteNav(site, "header", now, launchStage).extras.map((entry) => ({ label: entry.label, link: entry.link })),
      textBanner: activeTextBanner(site.textBanner, { now, launchStage }),
      home: home ? { placement: home.placement, name: home.name, link: home.cta.link } : null,
      catalogue: Object.fromEntries(
        regionProducts(content, region).map((id) => {
          const card = regionCatalogueCard(content, region, id, now);
          return [id, { price: card.price, button: card.button.state }];
        }),
      ),
      campaigns: Object.fromEntries(
        Object.entries(content.campaigns).flatMap(([campaign, facts]) => {
          const schedule = facts.schedules[region];
          if (
            !schedule ||
            campaignState(schedule, now) !== "open" ||
            !pageRegions(content, facts.page, now).includes(region)
          )
            return [];
          const view = campaignView(content, region, campaign, now);
          const cards = [...view.preview.products, ...view.products2.groups.flatMap((group) => group.products)];
          return [
            [
              facts.page,
              {
                name: view.stageName,
                sections: {
                  benefits: view.benefits !== null,
                  specialOffers: view.specialOffers !== null,
                  luckyDraw: view.luckyDraw !== null,
                  tieredRewards: view.tieredRewards !== null,
                  membersOnly: view.membersOnly !== null,
                },
                terms: view.terms.map((block) => block.content),
                cards: Object.fromEntries(
                  cards.map((card) => [
                    card.key,
                    {
                      product: card.product,
                      price: card.current.price,
                      reference: card.signPrice,
                      save: card.current.save,
                    },
                  ]),
                ),
              },
            ],
          ];
        }),
      ),
    });
  }
}
const schedule = Object.fromEntries(
  (values.region ?? [])
    .filter(isRegionCode)
    .map((region) => [
      region,
      scheduleEvents(content, region).map((event) => `${regionTime(region, event.at)}  ${event.what}`),
    ]),
);
console.log(JSON.stringify({ issues, views, schedule }));
