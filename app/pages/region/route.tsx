import { useSyncExternalStore } from "react";
import { Form, redirect } from "react-router";
import { GlobeIcon } from "~/components/ui/GlobeIcon";
import { regionView } from "~/pages/region/region-view.server";
import { requestContent } from "~/request/content.server";
import { pageAction } from "~/request/page-action.server";
import { loadPage } from "~/request/page.server";
import { regionPrefCookie, regionPrefSchema } from "~/request/region-pref.server";
import { seoMeta } from "~/rules/meta";
import { readRegionPrefCookie } from "~/rules/region-label";
import { REGIONS, isRegionCode, regionPath } from "~/rules/regions";
import type { Route } from "./+types/route";

export function loader(args: Route.LoaderArgs) {
  const content = requestContent(args.context);
  return regionView(content, loadPage(args));
}

/** Choosing an entry persists region, language and country, then opens that region's home page. */
export const action = pageAction(async ({ request }: Route.ActionArgs) => {
  const form = await request.formData();
  const [region = "", country = ""] = String(form.get("choice") ?? "").split(":");
  const language = isRegionCode(region) ? REGIONS[region].language : "";
  const parsed = regionPrefSchema.safeParse({ region, country, language });
  if (!parsed.success) return new Response("Unknown region", { status: 400 });
  const secure = new URL(request.url).protocol === "https:";
  return redirect(regionPath(parsed.data.region), {
    headers: { "Set-Cookie": await regionPrefCookie.serialize(parsed.data, { secure }) },
  });
});

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

const never = () => () => undefined;

/**
 * The one entry to highlight: the visitor's region_pref country when it belongs to this region (us: US, Canada or
 * Other Regions), else the region's main country, its first entry. The server renders the main country for everyone
 * (one cached document); the browser applies the cookie after hydration (a border colour: no layout shift).
 */
function useChosenCountry(region: string, entries: { region: string; country: string }[]): string | undefined {
  const main = entries.find((entry) => entry.region === region)?.country;
  return useSyncExternalStore(
    never,
    () => {
      const pref = readRegionPrefCookie(document.cookie);
      const chosen = entries.find((entry) => entry.region === region && entry.country === pref?.country);
      return pref?.region === region && chosen ? chosen.country : main;
    },
    () => main,
  );
}

export default function ChooseYourRegion({ loaderData, actionData }: Route.ComponentProps) {
  const chosen = useChosenCountry(loaderData.region, loaderData.entries);
  const notice = actionData && "status" in actionData && actionData.status === "refused" ? actionData.message : null;
  return (
    <section className="region-chooser" aria-labelledby="region-chooser-title">
      <h1 id="region-chooser-title">{loaderData.title}</h1>
      <p className="region-chooser__description">{loaderData.description}</p>
      {notice ? (
        <p className="region-chooser__notice" role="alert">
          {notice}
        </p>
      ) : null}
      <h2 className="region-chooser__heading">{loaderData.heading}</h2>
      <Form method="post" className="region-chooser__grid">
        {loaderData.entries.map((entry) => (
          <button
            key={entry.country}
            type="submit"
            name="choice"
            value={`${entry.region}:${entry.country}`}
            className={entry.country === chosen ? "region-card region-card--current" : "region-card"}
            aria-current={entry.country === chosen ? "true" : undefined}
            data-region={entry.region}
            data-country={entry.country}
          >
            <span className="region-card__flag" aria-hidden="true">
              {entry.country === "OTHER" ? <GlobeIcon size={18} /> : entry.country}
            </span>
            <span className="region-card__label">{entry.label}</span>
          </button>
        ))}
      </Form>
    </section>
  );
}
