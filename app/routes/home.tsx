import type { Route } from "./+types/home";
import { loadPage, siteContent } from "~/lib/page.server";
import { seoMeta } from "~/lib/meta";
import { REGIONS } from "~/lib/regions";

export function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  const site = siteContent(page.region);
  return { ...page, intro: site.homeIntro, currencyNote: site.ui.currencyNote, currency: REGIONS[page.region].currency };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { intro, currencyNote, currency } = loaderData;
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <div className="home-hero__inner">
        <h1 id="home-title">{intro.heading}</h1>
        <p className="home-hero__intro">{intro.intro}</p>
        <p className="home-hero__currency" data-currency={currency}>
          {currencyNote}
        </p>
      </div>
    </section>
  );
}
