// Whether a region's legal facts are sample or real, which of its facts still hold sample or placeholder values, and
// which are not written in their register's format. Pure: the facts and the values marked as samples come in.
//
// A region's facts are real when the region is listed in the facts' `live` (the studio's "Legal facts" screen marks
// them so); every other region's are samples: its pages say so (views/legal.server.ts), and a production server at a
// public origin refuses to serve it (server/legal-gate.ts).
import type { LegalFacts } from "~/content/legal.schema";
import { checkFormat, registerFormat, vatFormat, weeeFormat, type FormatName } from "~/rules/legal-formats";
import type { RegionCode } from "~/rules/regions";

export type LegalState = "sample" | "real";

export function legalState(facts: Pick<LegalFacts, "live">, region: RegionCode): LegalState {
  return facts.live.includes(region) ? "real" : "sample";
}

/** What a stand-in looks like: XXXX, 0000…, ○○○, 12345678, 87654321, "TBD", "sample". */
const PLACEHOLDER = /X{3,}|0{5,}|○|12345678|87654321|\bTBD\b|\bsample\b|\bplaceholder\b/i;

/** Whether a value looks like a stand-in (the product notice's sample certificate numbers are written so). */
export function looksLikePlaceholder(value: string): boolean {
  return PLACEHOLDER.test(value);
}

const digits = (text: string) => text.replace(/\D/g, "");

/** A fact that is a sample value, contains one, or is a sample phone number in another notation ("+82-2-555-0142"). */
function isSample(value: string, sample: string): boolean {
  if (value.includes(sample)) return true;
  const wanted = digits(sample).replace(/^0/, "");
  return (
    wanted.length >= 7 && digits(value).length >= 7 && /^[+\d\s()-]+$/.test(value) && digits(value).endsWith(wanted)
  );
}

export interface Fact {
  /** Where it is in the legal facts: "entities.eu.register.number". */
  path: string;
  value: string;
}

/** Every text inside a value with its path, numbers included (share capital). */
function factsOf(value: unknown, path: string): Fact[] {
  if (typeof value === "string" || typeof value === "number") return [{ path, value: String(value) }];
  if (Array.isArray(value)) return value.flatMap((item, index) => factsOf(item, `${path}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => factsOf(item, `${path}.${key}`));
  return [];
}

/** Every fact a region's pages state: its entity's, its host's, its mediator, filing numbers and WEEE registration. */
export function regionFacts(facts: LegalFacts, region: RegionCode): Fact[] {
  const market = facts.regions[region];
  return [
    ...factsOf(facts.entities[market.entity], `entities.${market.entity}`),
    ...factsOf(facts.hosts[market.host], `hosts.${market.host}`),
    ...factsOf(market.mediator, `regions.${region}.mediator`),
    ...factsOf(market.icp, `regions.${region}.icp`),
    ...factsOf(market.psb, `regions.${region}.psb`),
    ...factsOf(market.weee, `regions.${region}.weee`),
  ];
}

export interface SampleFact extends Fact {
  /** A value marked as sample data, or one that looks like a placeholder. */
  kind: "sample" | "placeholder";
}

/** The region's facts that still hold a sample value or look like a placeholder. */
export function sampleFacts(facts: LegalFacts, region: RegionCode, samples: readonly string[]): SampleFact[] {
  return regionFacts(facts, region).flatMap((fact): SampleFact[] => {
    if (samples.some((sample) => isSample(fact.value, sample))) return [{ ...fact, kind: "sample" }];
    if (PLACEHOLDER.test(fact.value)) return [{ ...fact, kind: "placeholder" }];
    return [];
  });
}

export interface FormatIssue extends Fact {
  message: string;
}

/**
 * The region's register and filing numbers that are not written in their register's form; for facts marked real, also
 * those whose check digit is wrong.
 */
export function formatIssues(facts: LegalFacts, region: RegionCode): FormatIssue[] {
  const market = facts.regions[region];
  const entity = facts.entities[market.entity];
  const checkDigits = legalState(facts, region) === "real";
  const at = `entities.${market.entity}`;
  const numbers: [string, string | undefined, FormatName | null][] = [
    [
      `${at}.register.number`,
      entity.register?.number,
      entity.register ? registerFormat(entity.register.authority) : null,
    ],
    [`${at}.vatId`, entity.vatId, entity.vatId ? vatFormat(entity.vatId) : null],
    [`${at}.mailOrderNumber`, entity.mailOrderNumber, "krMailOrder"],
    [`regions.${region}.icp.number`, market.icp?.number, "cnIcp"],
    [`regions.${region}.psb.number`, market.psb?.number, "cnPsb"],
    [`regions.${region}.weee.number`, market.weee?.number, market.weee ? weeeFormat(market.weee.register) : null],
  ];
  return numbers.flatMap(([path, value, format]) => {
    if (value === undefined || !format) return [];
    const verdict = checkFormat(format, value, { checkDigits });
    const problem = verdict.shape ? `not in the register's form; expected ${verdict.shape}` : verdict.checkDigit;
    return problem ? [{ path, value, message: `"${value}": ${problem}` }] : [];
  });
}
