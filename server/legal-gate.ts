// A production server at a public origin never shows invented legal facts: a region whose legal facts are samples
// (legal.ts `live`, the studio's "Legal facts" screen) is answered 503 there, page by page, while the other regions
// keep serving (docs/decisions/049-legal-facts-per-entity.md). Local servers, development and tests serve the samples,
// which every page marks as such. A refused region is logged once, one line naming it and what is missing (again only
// if what is missing changes with a publish).
import type { ContentDocument } from "~/content/document";
import { legalState, sampleFacts } from "~/rules/legal-state";
import { REGION_CODES, type RegionCode } from "~/rules/regions";

/**
 * Hosts that are never the public: this machine, and the names reserved for tests and documentation (RFC 6761: .test,
 * .example, .invalid, .localhost; RFC 2606: example.com, .net, .org).
 */
const LOCAL_HOST =
  /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0|.*\.(?:localhost|test|example|invalid)|(?:.*\.)?example\.(?:com|net|org))$/i;

/** Whether an origin (PUBLIC_ORIGIN) is public: absolute, and not this machine or a reserved name. */
export function isPublicOrigin(origin: string | null | undefined): boolean {
  if (!origin) return false;
  try {
    return !LOCAL_HOST.test(new URL(origin).hostname);
  } catch {
    return false;
  }
}

export interface LegalGateSettings {
  nodeEnv: string | undefined;
  publicOrigin: string | null | undefined;
  /** LEGAL_SAMPLES=serve: a staging server at a public origin that serves samples knowingly (each page marks them). */
  serveSamples: boolean;
}

/** Whether this server refuses regions with sample legal facts: production, at a public origin, not told otherwise. */
export function gatesSamples(settings: LegalGateSettings): boolean {
  return settings.nodeEnv === "production" && isPublicOrigin(settings.publicOrigin) && !settings.serveSamples;
}

/** Per region this document's legal facts leave unfit to serve in public: what is missing, in one sentence. */
export function sampleRegions(document: ContentDocument): Map<RegionCode, string> {
  const refused = new Map<RegionCode, string>();
  const { facts, samples } = document.legal;
  for (const region of REGION_CODES) {
    if (legalState(facts, region) === "real") continue;
    const held = sampleFacts(facts, region, samples).map((fact) => fact.path);
    refused.set(
      region,
      held.length
        ? `its legal facts are samples: ${held.join(", ")} hold sample values; enter the registered facts in the studio (Legal facts) and mark them real`
        : "its legal facts are marked sample: check them in the studio (Legal facts) and mark them real",
    );
  }
  return refused;
}

export interface LegalGate {
  /** The region a page path belongs to is refused: what is missing; else null. */
  refusal(region: RegionCode): string | null;
}

/**
 * The gate of a server: follows the published document (`install` at start and after every publish), logs one line per
 * refused region each time the refusals change.
 */
export function createLegalGate(
  settings: LegalGateSettings,
  log: { error(fields: object, message: string): void; info(fields: object, message: string): void },
): LegalGate & { install(document: ContentDocument): void } {
  const on = gatesSamples(settings);
  let refused = new Map<RegionCode, string>();
  return {
    refusal: (region) => refused.get(region) ?? null,
    install(document) {
      if (!on) return;
      const before = refused;
      refused = sampleRegions(document);
      // One line a region when it starts being refused (or for another reason), one when it is served again.
      for (const [region, missing] of refused)
        if (before.get(region) !== missing)
          log.error(
            { event: "legal facts not real", region, publicOrigin: settings.publicOrigin },
            `refusing to serve region ${region} at ${settings.publicOrigin}: ${missing}`,
          );
      for (const region of before.keys())
        if (!refused.has(region))
          log.info({ event: "legal facts real", region }, `serving region ${region}: its legal facts are marked real`);
    },
  };
}
