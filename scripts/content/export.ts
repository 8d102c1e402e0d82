// npm run content:export -- [--version N] --out <dir>: writes a content version (the current one by default) as files,
// for review or backup: each facts module as JSON (catalogue.json, prices.json, campaigns/<campaign>.json
// with campaigns/index.json for their order), the words and dealers as the JSON files they are in app/content.
// content:import loads such a folder back as a draft. Uses the server's database settings (DATA_DIR, DATABASE_URL).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { currentVersion, exportVersion } from "../../studio/content.server";
import { ensureSeeded } from "../../studio/versions.server";
import { askServer, studioAccess } from "./studio-access";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: { version: { type: "string" }, out: { type: "string" } },
  strict: true,
});
const requested = values.version === undefined ? undefined : Number(values.version);
if (!values.out || (requested !== undefined && !(Number.isSafeInteger(requested) && requested > 0))) {
  console.error("usage: npm run content:export -- [--version <id>] --out <folder>");
  process.exit(2);
}

try {
  const access = await studioAccess("content:export");
  let files: Record<string, string>;
  let version: number;
  try {
    if (access.kind === "direct") {
      const current = (await currentVersion(access.db)) ?? (await ensureSeeded(access.db));
      version = requested ?? current.version;
      files = Object.fromEntries(await exportVersion(access.db, version));
    } else {
      version = requested ?? ((await askServer(access, "/current")).version as number);
      files = (await askServer(access, `/versions/${version}/files`)).files as Record<string, string>;
    }
  } finally {
    await access.close();
  }
  const out = path.resolve(values.out);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(out, name)), { recursive: true });
    writeFileSync(path.join(out, name), text);
  }
  console.error(`content:export: version ${version}, ${Object.keys(files).length} files in ${out}`);
} catch (error) {
  console.error(`content:export failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
