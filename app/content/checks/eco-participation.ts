// content:check, the eco-contribution (fr éco-participation DEEE): a market that shows it with the price of electrical
// equipment (rules/regions.ts `ecoParticipation`) has it for every electrical product it sells, and the words that
// present it ("dont {amount} d'éco-participation").
import type { CheckInput, ContentIssue } from "~/content/checks/issues";
import { placeholders } from "~/rules/copy-template";
import { REGION_CODES, REGIONS } from "~/rules/regions";

const FILE = "catalogue.ts";

export function checkEcoParticipation({ document, regionWords, bundleFile, priced }: CheckInput): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const region of REGION_CODES) {
    if (!REGIONS[region].ecoParticipation) continue;
    const words = regionWords(region).site.ui.ecoParticipation;
    if (!words || !placeholders(words).includes("amount"))
      issues.push({
        file: bundleFile(region),
        path: "site.ui.ecoParticipation",
        message: words
          ? "the eco-contribution line names no {amount}"
          : 'no words for the eco-contribution shown under each price ("dont {amount} d\'éco-participation")',
        region,
      });
    for (const [id, product] of Object.entries(document.products)) {
      if (!product || product.electrical === false || !priced(id, region)) continue;
      if (product.ecoParticipation?.[region] === undefined)
        issues.push({
          file: FILE,
          path: `${id}.ecoParticipation.${region}`,
          message:
            "no eco-contribution for an electrical product the region sells: state the amount its price includes (the éco-organisme's scale)",
          region,
        });
    }
  }
  return issues;
}
