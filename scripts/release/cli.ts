// The kept releases, and a rollback (or roll-forward) to one of them (scripts/release/releases.ts; docs/operations.md,
// "Releases"). Run from the checkout, with the server's build beside it:
//   npm run releases -- list            the releases, newest first, the live one marked
//   npm run releases -- switch <id>     make <id> the live release (a rollback), then restart the server
import { listReleases, liveRelease, switchRelease } from "./releases";

const root = process.cwd();
const [command, id] = process.argv.slice(2).filter((arg) => arg !== "--");
if (command === "switch" && id) {
  switchRelease(root, id);
  console.log(`build -> releases/${id} (restart the server to run it)`);
} else if (command === "list") {
  const live = liveRelease(root);
  for (const release of listReleases(root)) console.log(`${release}${release === live ? "  (live)" : ""}`);
} else {
  console.error("usage: npm run releases -- list | switch <id>");
  process.exit(2);
}
