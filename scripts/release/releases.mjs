// Releases (issue 26): every build is written to releases/<id>/ and `build` is a symbolic link to the live one, swapped
// in one rename(2), so a build never touches the files of the release a server is running, and the assets of the last
// releases stay on disk for pages that were cached from them (server/static-assets.ts serves them).
//   node scripts/release/releases.mjs list            the releases, newest first, the live one marked
//   node scripts/release/releases.mjs switch <id>     make <id> the live release (a rollback), then restart the server
import { existsSync, lstatSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Releases kept on disk (the live one and the four before it); their assets stay served. */
export const KEEP_RELEASES = 5;
/** A release id: the build's UTC time, sortable, and a random suffix for two builds in one second. */
export const RELEASE_ID = /^\d{8}T\d{6}Z-[0-9a-f]{4}$/;

/** The id of a build started at `now` (epoch ms). */
export function newReleaseId(now, random = Math.random) {
  const stamp = new Date(now)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  return `${stamp}-${Math.floor(random() * 0x10000)
    .toString(16)
    .padStart(4, "0")}`;
}

/** The id of the build this process runs (react-router.config.ts and vite.config.ts both ask: one id per build). */
export function buildReleaseId() {
  process.env.BUILD_RELEASE_ID ||= newReleaseId(Date.now());
  return process.env.BUILD_RELEASE_ID;
}

/** The releases under `root`/releases, newest first. */
export function listReleases(root) {
  const dir = path.join(root, "releases");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => RELEASE_ID.test(name) || name.startsWith("legacy-"))
    .sort()
    .reverse();
}

/** The id the `build` link names, or null (no link yet, or a build/ directory of the layout before releases). */
export function liveRelease(root) {
  const link = path.join(root, "build");
  try {
    if (!lstatSync(link).isSymbolicLink()) return null;
  } catch {
    return null;
  }
  return path.basename(readlinkSync(link));
}

/**
 * Points `build` at releases/<id> in one rename (a server starting meanwhile sees the old release or the new one, never
 * a half-written one). A build/ directory of the layout before releases is moved to releases/legacy-<time> first.
 */
export function switchRelease(root, id, now = Date.now()) {
  const target = path.join(root, "releases", id);
  if (!existsSync(path.join(target, "server", "index.js"))) throw new Error(`no release ${id} in ${root}/releases`);
  const link = path.join(root, "build");
  const exists = (() => {
    try {
      return lstatSync(link);
    } catch {
      return null;
    }
  })();
  if (exists && !exists.isSymbolicLink()) {
    mkdirSync(path.join(root, "releases"), { recursive: true });
    renameSync(link, path.join(root, "releases", `legacy-${newReleaseId(now)}`));
  }
  const next = path.join(root, `.build-next-${id}`);
  rmSync(next, { force: true });
  symlinkSync(path.join("releases", id), next);
  renameSync(next, link);
}

/** Removes all but the newest `keep` releases (never the live one). Returns the removed ids. */
export function pruneReleases(root, keep = KEEP_RELEASES) {
  const live = liveRelease(root);
  const removed = [];
  for (const id of listReleases(root).slice(keep)) {
    if (id === live) continue;
    rmSync(path.join(root, "releases", id), { recursive: true, force: true });
    removed.push(id);
  }
  return removed;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = process.cwd();
  const [command, id] = process.argv.slice(2);
  if (command === "switch" && id) {
    switchRelease(root, id);
    console.log(`build -> releases/${id} (restart the server to run it)`);
  } else if (command === "list") {
    const live = liveRelease(root);
    for (const release of listReleases(root)) console.log(`${release}${release === live ? "  (live)" : ""}`);
  } else {
    console.error("usage: node scripts/release/releases.mjs list | switch <id>");
    process.exit(2);
  }
}
