// The launch readiness of each market: every blocker between its content and a public launch. Its legal facts first
// (marked sample, sample or placeholder values, numbers not in their register's form), a manual translation not yet
// confirmed by the product team, then whatever content:check finds in that region. `npm run content:readiness` prints it; the studio's "Launch readiness" screen shows it.
import type { ContentIssue } from "~/content/checks/issues";
import { noticeStandIns } from "~/content/checks/product-notice";
import type { ContentDocument } from "~/content/document";
import { confirmedManualTranslations, manualLanguage } from "~/content/manuals";
import { formatIssues, legalState, sampleFacts, type LegalState } from "~/rules/legal-state";
import { REGION_CODES, type RegionCode } from "~/rules/regions";

export interface Blocker {
  /** legal: the legal facts; manual: the manuals' translation; check: a problem content:check finds in the region. */
  kind: "legal" | "manual" | "check";
  file: string;
  path: string;
  message: string;
}

export interface MarketReadiness {
  region: RegionCode;
  legal: LegalState;
  blockers: Blocker[];
}

/** Each market's blockers; `issues` are content:check's (or a draft's check's) of the same document. */
export function launchReadiness(document: ContentDocument, issues: readonly ContentIssue[] = []): MarketReadiness[] {
  const { facts, samples } = document.legal;
  return REGION_CODES.map((region) => {
    const legal = legalState(facts, region);
    const blockers: Blocker[] = [];
    if (legal === "sample") {
      blockers.push({
        kind: "legal",
        file: "legal.ts",
        path: "live",
        message:
          "the legal facts are marked sample: its pages say so, and a production server at a public origin refuses to serve the region",
      });
      for (const fact of sampleFacts(facts, region, samples))
        blockers.push({
          kind: "legal",
          file: "legal.ts",
          path: fact.path,
          message:
            fact.kind === "sample"
              ? `sample value "${fact.value}": enter the registered value`
              : `"${fact.value}" looks like a placeholder: enter the registered value`,
        });
      // The product notice's model and certificate numbers (kr), samples until the certificates are supplied.
      for (const fact of noticeStandIns(document, region))
        blockers.push({
          kind: "legal",
          file: "product-facts.ts",
          path: fact.path,
          message: `"${fact.value}" looks like a placeholder: enter the certified value`,
        });
    }
    for (const issue of formatIssues(facts, region))
      blockers.push({ kind: "legal", file: "legal.ts", path: issue.path, message: issue.message });
    const manuals = manualLanguage(region);
    if (document.manuals[region] && manuals !== "en" && !confirmedManualTranslations[manuals])
      blockers.push({
        kind: "manual",
        file: "manuals.ts",
        path: `confirmedManualTranslations.${manuals}`,
        message: `the ${manuals} manual PDFs are our own translation (scripts/manuals/texts/${manuals}.ts): the product team's qualified review must confirm them`,
      });
    for (const issue of issues)
      if (
        issue.region === region &&
        !blockers.some((known) => known.path === issue.path && known.message === issue.message)
      )
        blockers.push({ kind: "check", file: issue.file, path: issue.path, message: issue.message });
    return { region, legal, blockers };
  });
}
