import { useSyncExternalStore } from "react";
import { useScriptMarker } from "~/components/layout/document-only";
import { REGION_LABEL_SCRIPT, labelFor, readRegionPrefCookie, type CountryLabels } from "~/rules/region-label";

const never = () => () => undefined;

/**
 * The region label, as the visitor's region_pref cookie says (docs/requirements.md, "Region chooser and region label"):
 * the server renders the region's default for everyone (one cached document), the inline script relabels it before the
 * first paint, and React takes the cookie's label after hydration (the text the script wrote is kept meanwhile:
 * suppressHydrationWarning).
 */
export function RegionLabel({ label, countries }: { label: string; countries: CountryLabels | null }) {
  const scriptMarker = useScriptMarker();
  const shown = useSyncExternalStore(
    never,
    () => labelFor(label, countries, readRegionPrefCookie(document.cookie)),
    () => label,
  );
  if (!countries) return <span>{label}</span>;
  return (
    <>
      <span data-country-labels={JSON.stringify(countries)} suppressHydrationWarning>
        {shown}
      </span>
      {/* The render's mark: the server hashes this script into the page's CSP. */}
      <script nonce={scriptMarker} dangerouslySetInnerHTML={{ __html: REGION_LABEL_SCRIPT }} />
    </>
  );
}
