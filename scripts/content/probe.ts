// What the site shows of its content in a region at an instant, as JSON (scripts/content/probe-content.ts): the menu's
// scheduled entries, the footer text banner, the home page's hero, the catalogue's prices and buttons, the campaign
// pages open then and their cards, and the region's schedule, with content:check's verdict. With CONTENT_DIR it reads
// a copy of app/content.
//   npx vite-node --config vitest.config.ts scripts/content/probe.ts -- --region us --at 2024-11-25T12:00:00Z
import { parseArgs } from "node:util";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: { region: { type: "string", multiple: true }, at: { type: "string", multiple: true } },
  strict: true,
});

const { probeContent } = await import("./probe-content");
console.log(JSON.stringify(await probeContent(values.region ?? [], values.at ?? [])));
