// Mistakes an editor makes, planted in copies of app/content: `npm run content:check` names each in one line
// (file and field, with a hint), exits 1, and never prints a stack trace.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, contentCopy, json, removeContentCopies, replace, type Edit } from "./content-copy";

afterAll(removeContentCopies);

const run = promisify(execFile);

async function contentCheck(dir: string): Promise<{ code: number; lines: string[] }> {
  const args = ["node_modules/vite-node/vite-node.mjs", "--config", "vitest.config.ts", "scripts/content/check.ts"];
  try {
    await run(process.execPath, args, { cwd: ROOT, env: { ...process.env, CONTENT_DIR: dir } });
    return { code: 0, lines: [] };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, lines: `${stdout}${stderr}`.split("\n").filter(Boolean) };
  }
}

const MISTAKES: { name: string; stage: (typeof STAGES)[number]; edits: Edit[]; line: RegExp }[] = [
  {
    name: "a German text deleted",
    stage: "schemas",
    edits: [{ file: "words/de.json", change: json((words) => delete words.site.buttons.buy) }],
    line: /^words\/de\.json site\.buttons\.buy: missing: de shows the en text until it is translated$/,
  },
  {
    name: "a page key misspelt in a menu",
    stage: "schemas",
    edits: [{ file: "site.ts", change: replace('{ page: "manuals" }', '{ page: "manualz" }') }],
    line: /^site\.ts nav\.support\[manualz\]\.page: unknown value "manualz": did you mean "manuals"\?$/,
  },
  {
    name: "a product misspelt in a home tile",
    stage: "schemas",
    edits: [
      {
        file: "home.ts",
        change: replace('["grimlockG1Flagship", "flagshipMegatron"]', '["grimlokG1Flagship", "flagshipMegatron"]'),
      },
    ],
    line: /^home\.ts regions\.jp\.sections\[1\]\[0\]: unknown product "grimlokG1Flagship": did you mean "grimlockG1Flagship"\?$/,
  },
  {
    name: "a price written as text",
    stage: "schemas",
    edits: [
      { file: "prices.ts", change: replace("interstellarScoutK1: { us: 299,", 'interstellarScoutK1: { us: "299",') },
    ],
    line: /^prices\.ts PRICES\.interstellarScoutK1\.us: a number written as text \("299"\): write 299 without quotes$/,
  },
  {
    name: "a menu link that shows before its page exists",
    stage: "rules",
    edits: [
      {
        file: "placements.ts",
        change: replace(
          "  menu: [",
          '  menu: [\n    { page: "black-friday", startTime: "2024-11-01T00:00:00+01:00", tag: "sale" },',
        ),
      },
    ],
    line: /^placements\.ts menu\[0\]: shows before page "black-friday" exists .* in us, uk, eu, fr, de$/,
  },
  {
    name: "uk copy inheriting a text about the US",
    stage: "rules",
    edits: [
      {
        file: "words/en.json",
        change: json((words) => (words.site.countdown.title = "Free shipping across the US ends in")),
      },
    ],
    line: /^words\/en\.json site\.countdown\.title: uk and eu inherit "US" .*override it in words\/en-GB\.json$/,
  },
  {
    name: "a JSON syntax error",
    stage: "files",
    edits: [{ file: "words/fr.json", change: (text) => text.replace('"site": {', '"site": {,') }],
    line: /^words\/fr\.json line \d+, column \d+: JSON syntax error: /,
  },
  {
    name: "an instant without its offset",
    stage: "schemas",
    edits: [
      {
        file: "placements.ts",
        change: replace('startTime: "2025-02-08T00:00:00+08:00"', 'startTime: "2025-02-08T00:00:00"'),
      },
    ],
    line: /^placements\.ts menu\[1\]\.startTime: "2025-02-08T00:00:00" is not an instant with its offset: add the offset of the time zone you mean, e\.g\. "2025-02-08T00:00:00\+01:00"$/,
  },
  {
    name: "a campaign's preview naming a product it does not have",
    stage: "rules",
    edits: [
      {
        file: "campaigns/black-friday.ts",
        change: replace('preview: ["30", "k1", "buzz", "grimlock"]', 'preview: ["30", "k1", "buzz", "grimlok"]'),
      },
    ],
    line: /^campaigns\/black-friday\.ts preview\[3\]: no product "grimlok" in products: did you mean "grimlock"\?$/,
  },
  {
    name: "a date placeholder the schedule does not know",
    stage: "rules",
    edits: [
      {
        file: "words/de.json",
        change: json((words) => (words.campaigns.blackFriday.banners.banner1.time = "{stage1:short} – {stage4:short}")),
      },
    ],
    line: /^words\/de\.json campaigns\.blackFriday\.banners\.banner1\.time: speaks of stage 4, which the campaign does not have here: rewrite it in de$/,
  },
  {
    name: "a placeholder register number in a region whose legal facts are marked real",
    stage: "rules",
    edits: [
      {
        file: "legal.ts",
        change: (text) =>
          text
            .replace("  live: [],", '  live: ["de"],')
            .replace(
              'phone: { display: SAMPLE.euPhone, tel: "+31-20-555-0199" }',
              'phone: { display: "+31 20 794 1200", tel: "+31-20-794-1200" }',
            )
            .replaceAll("[SAMPLE.euDirector]", '["Anna Jansen"]')
            .replace("publicationDirector: SAMPLE.euDirector", 'publicationDirector: "Anna Jansen"')
            .replace("number: SAMPLE.euKvk", 'number: "87654321"')
            .replace("vatId: SAMPLE.euVat", 'vatId: "NL859012345B01"')
            .replace("amount: SAMPLE.euCapital", "amount: 45000")
            .replace("name: SAMPLE.hostGlobal", 'name: "Hetzner Online GmbH"')
            .replace("number: SAMPLE.deWeee", 'number: "DE 73410925"'),
      },
    ],
    line: /^legal\.ts entities\.eu\.register\.number: "87654321" looks like a placeholder, in a region whose legal facts are marked real: enter the registered value in de$/,
  },
  {
    name: "a register number not in its register's form",
    stage: "rules",
    edits: [{ file: "legal.ts", change: replace('ukCompanyNumber: "10000000"', 'ukCompanyNumber: "1000000"') }],
    line: /^legal\.ts entities\.uk\.register\.number: "1000000": not in the register's form; expected Companies House number: 8 digits, or 2 capitals and 6 digits \(SC123456\) in uk$/,
  },
  {
    name: "«soldes» outside the French legal sale periods",
    stage: "rules",
    edits: [
      {
        file: "words/fr.json",
        change: json((words) => (words.site.nav.links.valentines = "Soldes de la Saint-Valentin")),
      },
    ],
    line: /^words\/fr\.json site\.nav\.links\.valentines: "soldes" outside the legal sale periods .* in fr$/,
  },
  {
    name: "a product named in another order than its catalogue name",
    stage: "rules",
    edits: [
      {
        file: "words/zh.json",
        change: json((words) => (words.site.pages["flagship-bumblebee"].title = "旗舰版大黄蜂预订 | Mechaforge")),
      },
    ],
    line: /^words\/zh\.json site\.pages\.flagship-bumblebee\.title: "旗舰版大黄蜂" names flagshipBumblebee, whose catalogue name is "大黄蜂旗舰版": write it the one way in cn$/,
  },
  {
    name: "a US dollar value on a Korean page",
    stage: "rules",
    edits: [
      {
        file: "words/ko.json",
        change: json(
          (words) =>
            (words.support.pages["warranty-information"].sections[1].paragraphs[0] = "프리미엄 프로텍션(119달러 상당)"),
        ),
      },
    ],
    line: /^words\/ko\.json support\.pages\.warranty-information\.sections\[1\]\.paragraphs\[0\]: a foreign currency \("달러"\).* in kr$/,
  },
  {
    name: "an invented press quote",
    stage: "rules",
    edits: [
      { file: "words/de.json", change: json((words) => (words.home.mediaPraise.title = "Beispielzitat der Presse")) },
    ],
    line: /^words\/de\.json home\.mediaPraise\.title: sample copy "Beispielzitat".* in de$/,
  },
];

// One content:check run per stage of the check (a copy with every mistake of that stage planted at once): the check
// reports what cannot be read before it checks schemas, and schemas before cross-references and market rules, so a
// mistake of an earlier stage would hide the later ones.
const STAGES = ["files", "schemas", "rules"] as const;

describe("content:check on planted mistakes", { timeout: 180_000 }, () => {
  const runs = new Map<string, Promise<{ code: number; lines: string[] }>>();
  const run = (stage: string) => {
    let found = runs.get(stage);
    if (!found) {
      const { dir } = contentCopy(MISTAKES.filter((m) => m.stage === stage).flatMap((m) => m.edits));
      runs.set(stage, (found = contentCheck(dir)));
    }
    return found;
  };
  beforeAll(() => void STAGES.forEach(run));

  it.each(STAGES)("prints one line per mistake of the %s stage, a count, exit 1 and no stack trace", async (stage) => {
    const { code, lines } = await run(stage);
    const planted = MISTAKES.filter((m) => m.stage === stage).length;
    expect(code).toBe(1);
    expect(lines.at(-1)).toMatch(new RegExp(`^content:check: ${planted} problems? \\(`));
    expect(lines.slice(0, -1), lines.join("\n")).toHaveLength(planted);
    expect(lines.join("\n")).not.toMatch(/^\s+at /m);
  });
  it.each(MISTAKES)("names $name in one line", async ({ stage, line }) => {
    const { lines } = await run(stage);
    expect(
      lines.filter((printed) => line.test(printed)),
      lines.join("\n"),
    ).toHaveLength(1);
  });
});
