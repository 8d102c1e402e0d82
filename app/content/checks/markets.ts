// content:check, the market rules: each market's legal facts and notice, and copy a market's law or custom
// refuses. Part of checkContent (content.ts), in its style: one ContentIssue per mistake, naming file, field and
// region.
import type { CampaignFacts, CampaignSchedule } from "~/content/campaign.schema";
import { describeIssue, valueAt, type ContentIssue } from "~/content/checks/issues";
import type { LegalFacts, LegalRow } from "~/content/legal.schema";
import { legalFactsSchema } from "~/content/legal.schema";
import { legalWordsSchema } from "~/content/legal.schema";
import { pageDef, pageExists, type PageContent } from "~/content/pages";
import { REGION_WORDS } from "~/content/words/regions";
import type { Words } from "~/content/words/words.schema";
import { campaignCopyValues, campaignWindow } from "~/rules/campaign";
import { plainName } from "~/rules/catalogue";
import { placeholders, textsOf } from "~/rules/copy-template";
import { legalValues, unfilled } from "~/rules/legal";
import { formatIssues, legalState, sampleFacts } from "~/rules/legal-state";
import { paymentValues } from "~/rules/payment";
import { REGION_CODES, REGIONS, type RegionCode } from "~/rules/regions";
import type { TimeWindow } from "~/rules/schedule";
import { LANGUAGE_TYPOGRAPHY } from "~/rules/typography";

/** "d'Flagship", "l'Grimlock": an elision before a consonant (a name put into a French sentence). */
const FRENCH_ELISION = /\b([dlDL])['’]([bcdfgjklmnpqrstvwxzBCDFGJKLMNPQRSTVWXZ][\p{L}-]*)/u;

/** The legal notice pages (pages.ts), one per market that has one. */
const NOTICE_PAGES = ["impressum", "mentions-legales", "legal-notice", "tokushoho", "business-license"] as const;

/** The legal facts: their schema, every sample or placeholder value of a live region, the words that present them. */
export function checkLegal(
  pages: PageContent,
  legalJson: unknown,
  sampleValues: ReadonlySet<string>,
  regionWords: (region: RegionCode) => Words,
): ContentIssue[] {
  const file = "legal.ts";
  const parsed = legalFactsSchema.safeParse(legalJson);
  if (!parsed.success)
    return parsed.error.issues.map((issue) => ({
      file,
      path: issue.path.join(".") || "(root)",
      message: describeIssue(issue, valueAt(legalJson, issue.path)),
    }));
  const legal: LegalFacts = parsed.data;
  const issues: ContentIssue[] = [];

  for (const region of REGION_CODES) {
    // A region marked real states only registered values, each in its register's form with a right check digit; a
    // sample region's numbers are checked for their form only (the studio shows it while counsel types the real one).
    if (legalState(legal, region) === "real")
      for (const fact of sampleFacts(legal, region, [...sampleValues]))
        issues.push({
          file,
          path: fact.path,
          message:
            fact.kind === "sample"
              ? `sample value "${fact.value}" in a region whose legal facts are marked real: enter the registered value`
              : `"${fact.value}" looks like a placeholder, in a region whose legal facts are marked real: enter the registered value`,
          region,
        });
    for (const issue of formatIssues(legal, region))
      issues.push({ file, path: issue.path, message: issue.message, region });
  }

  for (const region of REGION_CODES) {
    const wordsFile = `words/${REGION_WORDS[region].overrides.at(-1) ?? REGION_WORDS[region].bundle}.json`;
    const words = regionWords(region).legal;
    const notice = NOTICE_PAGES.filter((key) => pageExists(pages, key, region));
    if (notice.length > 1)
      issues.push({
        file: "pages.ts",
        path: notice.join(", "),
        message: "two legal notice pages for one region: keep one",
        region,
      });
    const merged = legalWordsSchema.safeParse(words ?? {});
    if (!merged.success) {
      for (const issue of merged.error.issues)
        issues.push({ file: wordsFile, path: `legal.${issue.path.join(".")}`, message: issue.message, region });
      continue;
    }
    if (notice.length > 0 && !merged.data.notice)
      issues.push({
        file: wordsFile,
        path: "legal.notice",
        message: `no words for the region's legal notice page "${notice[0]}"`,
        region,
      });
    const values: Record<string, string> = {
      ...legalValues(legal, region),
      ...paymentValues(region),
      ...(notice[0] ? { noticePage: pageDef(pages, notice[0]).path } : {}),
    };
    const rows: [string, LegalRow][] = [
      ...(merged.data.notice?.sections ?? []).flatMap((section, index) =>
        (section.rows ?? []).map(
          (row, rowIndex) => [`legal.notice.sections[${index}].rows[${rowIndex}]`, row] as [string, LegalRow],
        ),
      ),
      ...(merged.data.footer?.rows ?? []).map(
        (row, index) => [`legal.footer.rows[${index}]`, row] as [string, LegalRow],
      ),
    ];
    for (const [path, row] of rows)
      for (const name of unfilled(row, values))
        issues.push({
          file: wordsFile,
          path,
          message: `{${name}}: the region's legal facts (legal.ts) have no such value`,
          region,
        });
  }
  return issues;
}

/** Every prize draw's official rules: words in each region it runs in, a prize value, every placeholder known. */
export function checkDrawRules(
  campaigns: Record<string, CampaignFacts>,
  legalJson: unknown,
  regionWords: (region: RegionCode) => Words,
): ContentIssue[] {
  const legal = legalFactsSchema.safeParse(legalJson);
  if (!legal.success) return [];
  const issues: ContentIssue[] = [];
  for (const [campaign, facts] of Object.entries(campaigns)) {
    if (!facts.luckyDraw) continue;
    for (const [region, schedule] of Object.entries(facts.schedules) as [RegionCode, CampaignSchedule][]) {
      const file = `words/${REGION_WORDS[region].bundle}.json`;
      const words = regionWords(region).campaigns;
      if (facts.luckyDraw.prizeValue[region] === undefined)
        issues.push({
          file: `campaigns/${campaign.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.ts`,
          path: `luckyDraw.prizeValue.${region}`,
          message: "no prize value for a region the draw runs in: its official rules state it",
          region,
        });
      const rules = words?.drawRules;
      if (!rules) {
        issues.push({ file, path: "campaigns.drawRules", message: "no official rules for a prize draw", region });
        continue;
      }
      const values = {
        ...campaignCopyValues(schedule, facts, region),
        ...legalValues(legal.data, region),
        campaign: "",
        draw: "",
        prizes: "",
        prizeValue: "",
        totalValue: "",
      };
      for (const { path, text } of textsOf(rules))
        for (const name of placeholders(text))
          if (!(name in values))
            issues.push({
              file,
              path: `campaigns.drawRules.${path}`,
              message: `unknown placeholder {${name}}`,
              region,
            });
    }
  }
  return issues;
}

/** Placeholder copy that must never reach a page: invented press quotes and other sample text. */
const SAMPLE_COPY = /\(sample|sample quote|Beispielzitat|citation d['’]exemple|サンプル引用|예시 인용문|示例引语/i;

/** Foreign currency in copy of a market that must show its own only (cn 明码标价, kr): $, €, £, USD, 美元, 달러… */
const FOREIGN_CURRENCY: Partial<Record<RegionCode, RegExp>> = {
  cn: /\$|€|£|₩|\b(?:USD|EUR|GBP|KRW)\b|美元|欧元|英镑|韩元/,
  kr: /\$|€|£|¥|￥|\b(?:USD|EUR|GBP|CNY|JPY)\b|달러|유로|파운드|위안|엔화/,
};

/**
 * The French legal sale periods (soldes, C. com. L310-3; arrêtés of the ministry): "soldes" may name only a campaign
 * that runs inside one. Add each year's periods as they are published.
 */
const FR_SALE_PERIODS: { start: string; end: string }[] = [
  { start: "2024-01-10T08:00:00+01:00", end: "2024-02-07T00:00:00+01:00" },
  { start: "2024-06-26T08:00:00+02:00", end: "2024-07-24T00:00:00+02:00" },
  { start: "2025-01-08T08:00:00+01:00", end: "2025-02-05T00:00:00+01:00" },
  { start: "2025-06-25T08:00:00+02:00", end: "2025-07-23T00:00:00+02:00" },
];

function withinSalePeriod(window: TimeWindow): boolean {
  const start = window.startTime ? Date.parse(window.startTime) : -Infinity;
  const end = window.endTime ? Date.parse(window.endTime) : Infinity;
  return FR_SALE_PERIODS.some((period) => start >= Date.parse(period.start) && end <= Date.parse(period.end));
}

/** Copy each market's law or custom refuses, in the words every region reads. */
export function checkMarketCopy(
  campaigns: Record<string, CampaignFacts>,
  regionWords: (region: RegionCode) => Words,
): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const region of REGION_CODES) {
    const words = regionWords(region);
    const file = `words/${REGION_WORDS[region].bundle}.json`;
    const currency = FOREIGN_CURRENCY[region];
    for (const { path, text } of textsOf(words)) {
      if (SAMPLE_COPY.test(text))
        issues.push({
          file,
          path,
          message: `sample copy "${SAMPLE_COPY.exec(text)![0]}": write the real text or leave the part out`,
          region,
        });
      const foreign = currency?.exec(text);
      if (foreign)
        issues.push({
          file,
          path,
          message: `a foreign currency ("${foreign[0]}"): state amounts in the region's own currency`,
          region,
        });
      if (LANGUAGE_TYPOGRAPHY[REGION_WORDS[region].bundle] && /[\u00a0\u202f]/.test(text))
        issues.push({
          file,
          path,
          message: "a typed no-break space: the site adds them where the language needs them (rules/typography.ts)",
          region,
        });
      const elision = region === "fr" ? FRENCH_ELISION.exec(text) : null;
      if (elision)
        issues.push({
          file,
          path,
          message: `"${elision[0]}": French elides only before a vowel or a silent h: write "${elision[1]!.toLowerCase() === "d" ? "de" : "le"} ${elision[2]}"`,
          region,
        });
      const ordinal = region === "fr" ? /\b(\d+)(E|ÈME|EME)\b/.exec(text) : null;
      if (ordinal)
        issues.push({
          file,
          path,
          message: `"${ordinal[0]}": a French ordinal is written "${ordinal[1]}e", in capitals too ("40E" reads as 40 euros)`,
          region,
        });
      if (region === "fr" && /\bsoldes?\b/i.test(text)) {
        const campaign = /^campaigns\.([^.]+)\./.exec(path)?.[1];
        const schedule = campaign ? campaigns[campaign]?.schedules.fr : undefined;
        if (!schedule || !withinSalePeriod(campaignWindow(schedule)))
          issues.push({
            file,
            path,
            message: `"soldes" outside the legal sale periods (C. com. L310-3): write « offres » or « promotions »`,
            region,
          });
      }
    }
    if (REGIONS[region].installments && !words.site.installmentDisclosure)
      issues.push({
        file,
        path: "site.installmentDisclosure",
        message: "no credit disclosure for the region's instalment offer",
        region,
      });
  }
  return issues;
}

const segmenters = new Map<string, Intl.Segmenter>();

/** A name's words: spaces in Latin and Korean names, the word segmenter's in Chinese and Japanese (大黄蜂/旗舰/版). */
function nameTokens(name: string, language: string): string[] {
  if (!/[\u3040-\u30ff\u3400-\u9fff]/.test(name)) return name.split(/\s+/).filter(Boolean);
  let segmenter = segmenters.get(language);
  if (!segmenter) segmenters.set(language, (segmenter = new Intl.Segmenter(language, { granularity: "word" })));
  return [...segmenter.segment(name.replace(/\s+/g, ""))]
    .map((segment) => segment.segment)
    .filter((segment) => segment.trim());
}

const CJK_LETTER = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

/** A CJK name with the spaces between its CJK words written as a middle dot (インターステラー・スカウト). */
function jointVariants(name: string): string[] {
  const chars = [...name];
  const joints = chars.flatMap((char, index) =>
    /\s/.test(char) && CJK_LETTER.test(chars[index - 1] ?? "") && CJK_LETTER.test(chars[index + 1] ?? "")
      ? [index]
      : [],
  );
  if (joints.length === 0 || joints.length > 3) return [];
  let variants = [chars];
  for (const index of joints)
    variants = variants.flatMap((variant) =>
      ["・", " "].map((joint) => variant.map((char, at) => (at === index ? joint : char))),
    );
  return variants.map((variant) => variant.join("")).filter((variant) => variant !== name);
}

/**
 * Every other way of writing a product's name from its own words that occurs in `text`: another order (旗舰版大黄蜂 for
 * 大黄蜂旗舰版, Bumblebee Flagship for Flagship Bumblebee), or for CJK names another joint (インターステラー・スカウト for
 * インターステラー スカウト). An order is only built while each pair of neighbouring words in it occurs in the text: most
 * orders of a five-word name (120) never do, and one search per pair says so.
 */
export function nameVariantsIn(name: string, language: string, text: string): string[] {
  const variants = new Set(jointVariants(name).filter((variant) => text.includes(variant)));
  const tokens = nameTokens(name, language);
  if (tokens.length >= 2 && tokens.length <= 5) {
    const joint = CJK_LETTER.test(name) && !/\s/.test(name) ? "" : " ";
    const follows = tokens.map((first, i) => tokens.map((next, j) => i !== j && text.includes(first + joint + next)));
    const extend = (order: number[]) => {
      if (order.length === tokens.length) {
        const variant = order.map((index) => tokens[index]).join(joint);
        if (text.includes(variant)) variants.add(variant);
        return;
      }
      const last = order.at(-1);
      for (let next = 0; next < tokens.length; next++)
        if (!order.includes(next) && (last === undefined || follows[last]![next])) extend([...order, next]);
    };
    extend([]);
  }
  variants.delete(name);
  return [...variants];
}

/**
 * One name per product per language: every mention of a product in a region's words is written as its catalogue name
 * (products.products.<id>.name), never in another order or with another joint.
 */
export function checkProductNames(regionWords: (region: RegionCode) => Words): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const seen = new Set<string>();
  for (const region of REGION_CODES) {
    const words = regionWords(region);
    const file = `words/${REGION_WORDS[region].bundle}.json`;
    const texts = textsOf(words);
    // Every text at once: most variants appear nowhere, and one search of all the words says so.
    const all = texts.map(({ text }) => text).join("\u0000");
    for (const [id, product] of Object.entries(words.products.products)) {
      if (!product) continue;
      const name = plainName(product.name);
      for (const variant of nameVariantsIn(name, REGION_WORDS[region].bundle, all)) {
        for (const { path, text } of texts) {
          if (!text.includes(variant)) continue;
          const key = `${file} ${path} ${variant}`;
          if (seen.has(key)) continue;
          seen.add(key);
          issues.push({
            file,
            path,
            message: `"${variant}" names ${id}, whose catalogue name is "${name}": write it the one way`,
            region,
          });
        }
      }
    }
  }
  return issues;
}
