// What the site shows of its content in a region at an instant: the menu's scheduled entries, the footer text banner,
// the home page's hero, the catalogue's prices and buttons, the campaign pages open then and their cards, and the
// region's schedule, with content:check's verdict. Of app/content, or of a copy of it in `folder`: the copy's own
// modules then read the copy (scripts/vite/content-dir.ts). scripts/content/probe.ts prints it; the content tests
// change a copy and ask this what a shopper would see (tests/unit/content-tasks.test.ts).
import path from "node:path";
import type * as Checks from "~/content/checks";
import { pageRegions } from "~/content/pages";
import type * as Repository from "~/content/repository";
import { siteContent } from "~/request/page.server";
import { campaignState } from "~/rules/campaign";
import { activeTextBanner, siteNav } from "~/rules/nav";
import { regionLaunchStage } from "~/rules/preorder";
import { isRegionCode } from "~/rules/regions";
import { campaignView } from "~/views/campaign.server";
import { regionCatalogueCard, regionProducts } from "~/views/catalogue.server";
import { homeCampaign } from "~/views/home-placement.server";
import { regionTime, scheduleEvents } from "~/views/schedule-events.server";
import { contentFolder, loadContentSet } from "./content-set";

export async function probeContent(regions: string[], instants: string[], folder = contentFolder()) {
  const module = async <M>(file: string): Promise<M> => (await import(/* @vite-ignore */ path.join(folder, file))) as M;
  const loaded = await loadContentSet(folder);
  const { checkContent, formatIssues } = await module<typeof Checks>("checks/index.ts");
  const issues = formatIssues(loaded.issues.length ? loaded.issues : checkContent(loaded.content));
  // What the pages show is rendered from the content as the facts modules hold it (the folder's).
  const content = (await module<typeof Repository>("repository.ts")).repositoryDocument();
  const views = [];
  for (const region of regions) {
    if (!isRegionCode(region)) throw new Error(`unknown region ${region}`);
    for (const at of instants) {
      const now = new Date(at);
      const site = siteContent(content, region);
      const launchStage = regionLaunchStage(content, region, now);
      const home = homeCampaign(content, region, now);
      views.push({
        region,
        at,
        menu: siteNav(site, "header", now, launchStage).extras.map((entry) => ({
          label: entry.label,
          link: entry.link,
        })),
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
    regions
      .filter(isRegionCode)
      .map((region) => [
        region,
        scheduleEvents(content, region).map((event) => `${regionTime(region, event.at)}  ${event.what}`),
      ]),
  );
  return { issues, views, schedule };
}
