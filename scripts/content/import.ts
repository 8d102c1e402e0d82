// npm run content:import -- --from <dir> [--title <text>]: loads files as content:export writes them as a
// new draft on the current version, then prints content:check's verdict on it. Each file given replaces the
// current version's; a file not given stays (a campaign leaves by leaving campaigns/index.json). Nothing is published:
// the draft is looked at, checked and published in the studio (or POST /__admin/content/publish).
// The draft and its audit row are credited to "operator": with the database's access when this tool opens it, with
// the admin token's id when it asks the running server. A name given with --by is not taken (nothing proves it).
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { importAudited } from "../../studio/admin.server";
import { OPERATOR, databaseOperator } from "../../studio/audit.server";
import { checkDraft } from "../../studio/content.server";
import { ensureSeeded } from "../../studio/versions.server";
import { askServer, studioAccess } from "./studio-access";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: { from: { type: "string" }, by: { type: "string" }, title: { type: "string" } },
  strict: true,
});
if (!values.from) {
  console.error("usage: npm run content:import -- --from <folder> [--title <text>]");
  process.exit(2);
}
if (values.by !== undefined)
  console.error(`content:import: --by is ignored: the draft is credited to "${OPERATOR}" (the audit log says how)`);

const folder = path.resolve(values.from);
const files = new Map<string, string>();
for (const name of readdirSync(folder, { recursive: true }).map(String).sort())
  if (name.endsWith(".json")) files.set(name.split(path.sep).join("/"), readFileSync(path.join(folder, name), "utf8"));
const title = values.title ?? `Imported from ${path.basename(folder)}`;

try {
  const access = await studioAccess("content:import");
  let draft: { id: number; changedFiles: string[] };
  let report: { ok: boolean; issues: { file: string; path: string; message: string; region?: string }[] };
  try {
    if (access.kind === "direct") {
      await ensureSeeded(access.db);
      draft = await importAudited(access.db, await databaseOperator(access.db, "content:import"), { title, files });
      report = await checkDraft(access.db, draft.id);
    } else {
      draft = (await askServer(access, "/import", { title, files: Object.fromEntries(files) })) as typeof draft;
      report = (await askServer(access, `/drafts/${draft.id}/check`)) as typeof report;
    }
  } finally {
    await access.close();
  }
  console.log(`draft ${draft.id}: ${draft.changedFiles.length ? draft.changedFiles.join(", ") : "no file changed"}`);
  for (const issue of report.issues)
    console.error(`${issue.file} ${issue.path}: ${issue.message}${issue.region ? ` in ${issue.region}` : ""}`);
  console.error(
    report.ok ? "content:import: the draft passes content:check" : `content:import: ${report.issues.length} problem(s)`,
  );
  if (!report.ok) process.exitCode = 1;
} catch (error) {
  console.error(`content:import failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
