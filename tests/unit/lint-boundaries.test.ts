// The layers of app/, and the wall between the shop and the studio, are enforced by `npm run lint` (eslint.config.js):
// these plant each mistake it must catch.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const FIXTURES = {
  "app/components/__lint__/ServerImport.tsx": `import { loadPage } from "~/request/page.server";\nexport const load = loadPage;\n`,
  "app/components/__lint__/NodeImport.tsx": `import { readFileSync } from "node:fs";\nexport const read = readFileSync;\n`,
  "app/components/__lint__/TypeImport.tsx": `import type { PageContext } from "~/request/page.server";\nexport type Page = PageContext;\n`,
  "app/components/__lint__/PageType.tsx": `import type { ProductView } from "~/pages/product/product-view";\nexport type View = ProductView;\n`,
  "app/rules/__lint__/clock.ts": `export const today = () => new Date();\nexport const stamp = () => Date.now();\n`,
  "app/rules/__lint__/react.ts": `import { useState } from "react";\nexport const hook = useState;\n`,
  "app/rules/__lint__/a.ts": `import { b } from "./b";\nexport const a = () => b();\n`,
  "app/rules/__lint__/b.ts": `import { a } from "./a";\nexport const b = (): unknown => a;\n`,
  // The studio is an app of its own: the shop imports its port, nothing else of it (not even a type).
  "app/views/__lint__/studio.server.ts": `import { sessionOf } from "../../../studio/guard.server";\nexport const who = sessionOf;\n`,
  "app/views/__lint__/studio-type.server.ts": `import type { Frame } from "../../../studio/screens.server";\nexport type Shown = Frame;\n`,
  "server/__lint__/studio.ts": `import { createStudio } from "../../studio/server";\nexport const mount = createStudio;\n`,
  "app/views/__lint__/env.server.ts": `export const origin = () => process.env.PUBLIC_ORIGIN;\n`,
  "app/views/__lint__/port.server.ts": `import { ensureSeeded } from "../../../studio/port.server";\nexport const seed = ensureSeeded;\n`,
};

const lint = new ESLint({ cwd: path.resolve(".") });
const messages = async (file: string) =>
  (await lint.lintFiles([file])).flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message}`));

describe("lint boundaries", { timeout: 60_000 }, () => {
  beforeAll(() => {
    for (const [file, source] of Object.entries(FIXTURES)) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, source);
    }
  });
  afterAll(() => {
    rmSync("app/components/__lint__", { recursive: true, force: true });
    rmSync("app/rules/__lint__", { recursive: true, force: true });
    rmSync("app/views/__lint__", { recursive: true, force: true });
    rmSync("server/__lint__", { recursive: true, force: true });
  });

  it("fails a component that imports server code", async () => {
    const found = await messages("app/components/__lint__/ServerImport.tsx");
    expect(found.length).toBeGreaterThan(0);
    for (const message of found) expect(message).toMatch(/^no-restricted-imports: .*(server-only module|server layer)/);
  });
  it("fails a component that imports a Node built-in", async () => {
    expect((await messages("app/components/__lint__/NodeImport.tsx")).join()).toMatch(/no-restricted-imports/);
  });
  it("lets a component import server types (erased from the bundle)", async () => {
    expect(await messages("app/components/__lint__/TypeImport.tsx")).toEqual([]);
  });
  it("fails a component that imports a page's types (they belong beside their view)", async () => {
    expect((await messages("app/components/__lint__/PageType.tsx")).join()).toMatch(
      /no-restricted-imports: .*pages import components and views/,
    );
  });
  it("fails a rule that reads the clock or renders", async () => {
    expect(await messages("app/rules/__lint__/clock.ts")).toEqual([
      "no-restricted-syntax: rules take `now` as a parameter",
      "no-restricted-syntax: rules take `now` as a parameter",
    ]);
    expect((await messages("app/rules/__lint__/react.ts")).join()).toMatch(/rules do not render/);
  });
  it("fails a read of process.env in the app (settings come in the router context)", async () => {
    expect(await messages("app/views/__lint__/env.server.ts")).toEqual([
      "no-restricted-properties: 'process.env' is restricted from being used. read settings from the router context (app/request/site-settings.server.ts), not process.env",
    ]);
  });
  it("fails an import circle", async () => {
    expect((await messages("app/rules/__lint__/a.ts")).join()).toMatch(/import-x\/no-cycle/);
  });
  it("fails any import of the studio from the shop but its port", async () => {
    const studio = /^import-x\/no-restricted-paths: .*studio\/port\.server\.ts only/;
    expect(await messages("app/views/__lint__/studio.server.ts")).toContainEqual(expect.stringMatching(studio));
    expect(await messages("app/views/__lint__/studio-type.server.ts")).toContainEqual(expect.stringMatching(studio));
    expect(await messages("server/__lint__/studio.ts")).toEqual([expect.stringMatching(studio)]);
    expect(await messages("app/views/__lint__/port.server.ts")).toEqual([]);
  });
});
