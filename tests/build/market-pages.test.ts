// Every page of every region at every state of its schedule (the production build rendered in process through the
// time-travel preview, scripts/render/pages.ts), read for what each market's rules ask of it: its legal notice in
// every footer, lawful copy, prices as the market writes them, and fonts that cover every character a CJK page shows.
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import fontverter from "fontverter";
import * as hb from "harfbuzzjs";
import { beforeAll, describe, expect, it } from "vitest";
import { REGION_PREFIXES, pageStates, pageText, regionPaths, renderer } from "../../scripts/render/pages";

type Region = keyof typeof REGION_PREFIXES;
const REGIONS = Object.keys(REGION_PREFIXES) as Region[];
const ROOT = path.resolve(import.meta.dirname, "../..");
const require = createRequire(import.meta.url);

/** The page each market's law asks for, linked from every footer of the market. */
const NOTICES: Partial<Record<Region, string>> = {
  de: "/de/impressum",
  fr: "/fr/mentions-legales",
  uk: "/uk/legal-notice",
  eu: "/eu/legal-notice",
  jp: "/jp/tokushoho",
  cn: "/business-license",
};
const SCRIPTS: Partial<Record<Region, "sc" | "jp" | "kr">> = { cn: "sc", jp: "jp", kr: "kr" };
/** Characters that draw nothing: no font is needed for them. */
const DRAWS_NOTHING = {
  test: (char: string) =>
    /[\s\u00ad\u200b-\u200f\u2060-\u2064\ufeff]/u.test(char) || (char >= "\ufe00" && char <= "\ufe0f"),
};

/** The code points a font file maps (harfbuzz over the decompressed font). */
async function cmap(file: string): Promise<Set<number>> {
  const sfnt = await fontverter.convert(readFileSync(file), "truetype");
  return new Set(new hb.Face(new hb.Blob(sfnt)).collectUnicodes());
}

/** What a CJK page's font stack can draw: every Inter face it declares and the site's cut of Noto Sans CJK. */
async function coverage(script: "sc" | "jp" | "kr"): Promise<Set<number>> {
  const inter = path.join(path.dirname(require.resolve("@fontsource-variable/inter/wght.css")), "files");
  const cut = path.join(ROOT, "app/styles/cjk-fonts");
  const files = [
    ...readdirSync(inter)
      .filter((name) => name.endsWith("-wght-normal.woff2"))
      .map((name) => path.join(inter, name)),
    ...readdirSync(cut)
      .filter((name) => name.startsWith(`noto-sans-${script}-`) && name.endsWith(".woff2"))
      .map((name) => path.join(cut, name)),
  ];
  const points = new Set<number>();
  for (const file of files) for (const point of await cmap(file)) points.add(point);
  return points;
}

interface Findings {
  pages: number;
  renders: number;
  sampleCopy: string[];
  soldes: string[];
  missingNotice: string[];
  missingBlock: string[];
  foreignCurrency: string[];
  untaxedPrices: string[];
  sweepstakes: string[];
  missingGlyphs: Map<string, string[]>;
}

const findings: Findings = {
  pages: 0,
  renders: 0,
  sampleCopy: [],
  soldes: [],
  missingNotice: [],
  missingBlock: [],
  foreignCurrency: [],
  untaxedPrices: [],
  sweepstakes: [],
  missingGlyphs: new Map(),
};
const noticeStatus = new Map<string, number>();

describe("every page of every market at every state of its schedule", { timeout: 600_000 }, () => {
  beforeAll(async () => {
    const render = await renderer();
    for (const region of REGIONS) {
      const script = SCRIPTS[region];
      const glyphs = script ? await coverage(script) : null;
      const notice = NOTICES[region];
      if (notice) noticeStatus.set(notice, (await render.get(notice)).status);
      for (const pathname of await regionPaths(render, region)) {
        findings.pages++;
        for await (const { at, status, html } of pageStates(render, pathname)) {
          if (status !== 200 && status !== 404) continue;
          findings.renders++;
          const where = `${pathname}?at=${at}`;
          const text = pageText(html);
          const footer = /<footer class="site-footer"[\s\S]*<\/footer>/.exec(html)?.[0] ?? "";
          if (/\(sample|sample quote|Beispielzitat|citation d['’]exemple|サンプル引用|예시 인용문|示例引语/i.test(text))
            findings.sampleCopy.push(where);
          if (region === "fr" && /\bsoldes?\b/i.test(text)) findings.soldes.push(where);
          if (notice && !footer.includes(`href="${notice}"`)) findings.missingNotice.push(where);
          // Sample facts (legal.ts) carry the sample note and link to no official lookup; real ones link to it.
          const sample = footer.includes('class="legal-sample"');
          const lookups = /ftc\.go\.kr\/bizCommPop\.do|beian\.miit\.gov\.cn|beian\.mps\.gov\.cn/.test(footer);
          if (region === "kr" && !(/사업자등록번호/.test(footer) && (sample ? !lookups : lookups)))
            findings.missingBlock.push(where);
          if (region === "cn" && !(/ICP备/.test(footer) && /公网安备/.test(footer) && (sample ? !lookups : lookups)))
            findings.missingBlock.push(where);
          if ((region === "cn" || region === "kr") && /\$|€|£|US\$|USD|美元|달러|欧元|유로/.test(text))
            findings.foreignCurrency.push(
              `${where}: ${/.{0,20}(\$|€|£|USD|美元|달러|欧元|유로).{0,20}/.exec(text)?.[0]}`,
            );
          if (region === "jp")
            for (const match of html.matchAll(
              /class="(?:product-price__value|product-tile__price|float-buy__price)"[^>]*>([^<]*)</g,
            ))
              if (!match[1]!.endsWith("（税込）")) findings.untaxedPrices.push(`${where}: ${match[1]}`);
          if (region === "us" && /\/(black-friday|christmas-sale)$/.test(pathname) && status === 200)
            if (!/no purchase necessary/i.test(text) || !html.includes(`href="${pathname}/official-rules"`))
              findings.sweepstakes.push(where);
          if (glyphs) {
            const visible = text + [...html.matchAll(/placeholder="([^"]*)"/g)].map((match) => match[1]).join("");
            for (const char of new Set(visible)) {
              if (DRAWS_NOTHING.test(char) || char.codePointAt(0)! < 0x20) continue;
              if (!glyphs.has(char.codePointAt(0)!))
                findings.missingGlyphs.set(char, [...(findings.missingGlyphs.get(char) ?? []), where].slice(0, 3));
            }
          }
        }
      }
    }
  }, 600_000);

  it("renders every page of every region in each of its states", () => {
    expect(findings.pages).toBeGreaterThan(150);
    expect(findings.renders).toBeGreaterThan(findings.pages);
  });

  it("no page of any region at any boundary shows sample copy or invented press quotes", () => {
    expect(findings.sampleCopy).toEqual([]);
  });

  it("each market's legal notice answers 200 and every page of the market links it in its footer", () => {
    expect(Object.fromEntries(noticeStatus)).toEqual(
      Object.fromEntries(Object.values(NOTICES).map((notice) => [notice, 200])),
    );
    expect(findings.missingNotice).toEqual([]);
  });

  it("every kr page shows the business information, every cn page the ICP and 公安 filings with their links", () => {
    expect(findings.missingBlock).toEqual([]);
  });

  it("us campaign pages say No purchase necessary and link the draw's official rules", () => {
    expect(findings.sweepstakes).toEqual([]);
  });

  it("fr pages never say soldes outside the legal sale periods (no campaign runs in one)", () => {
    expect(findings.soldes).toEqual([]);
  });

  it("cn and kr pages show no foreign currency", () => {
    expect(findings.foreignCurrency).toEqual([]);
  });

  it("every jp price says it includes tax", () => {
    expect(findings.untaxedPrices).toEqual([]);
  });

  it("every character of every cn, jp and kr page is in a font the page declares", () => {
    const missing = [...findings.missingGlyphs].map(
      ([char, where]) => `U+${char.codePointAt(0)!.toString(16).padStart(4, "0")} ${char} (${where.join(", ")})`,
    );
    expect(missing).toEqual([]);
  });
});
