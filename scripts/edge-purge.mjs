// Removes pages from the edge cache of deploy/nginx.conf at once (nginx-light has no purge module). An entry is a file
// named by the MD5 of its key, whose header holds the line `KEY: <scheme><host><path>` (proxy_cache_key
// $scheme$host$uri), one file per encoding variant; nginx takes a missing file for a miss, so the next request for the
// page is sent to the origin and stored again. Run it as the user nginx's cache belongs to, on every nginx of the layout
// (docs/operations.md, "A bad page at the edge").
//
//   npm run edge:purge -- /us/black-friday /us        # these paths, on every host and scheme
//   npm run edge:purge -- '/us/*'                      # every path that starts with /us/
//   npm run edge:purge -- --all                        # everything
//   options: --cache-dir <dir> (default /var/cache/nginx/mechaforge)
import { closeSync, openSync, readSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";

const USAGE =
  "usage: npm run edge:purge -- [--cache-dir <dir>] (--all | <path>... ) — a path such as /us/faq, or /us/* for every path under /us/";

/** The arguments: the cache directory and what to remove (null: everything). */
export function parseArguments(argv) {
  let cacheDir = "/var/cache/nginx/mechaforge";
  let all = false;
  const paths = [];
  for (let i = 0; i < argv.length; i++) {
    const argument = argv[i];
    if (argument === "--all") all = true;
    else if (argument === "--cache-dir") cacheDir = argv[++i] ?? "";
    else if (argument.startsWith("/")) paths.push(argument);
    else throw new Error(`edge:purge: unknown argument ${JSON.stringify(argument)}\n${USAGE}`);
  }
  if (!cacheDir) throw new Error(`edge:purge: --cache-dir needs a directory\n${USAGE}`);
  if (all === paths.length > 0) throw new Error(`edge:purge: name paths or --all, not both or neither\n${USAGE}`);
  return { cacheDir, paths: all ? null : paths };
}

/** Whether an entry's key (`httpswww.mechaforge.com/us/faq`) is one of `paths` (a trailing `*`: a prefix). */
export function keyMatches(key, paths) {
  if (paths === null) return true;
  const hostAndPath = key.replace(/^https?/, "");
  const slash = hostAndPath.indexOf("/");
  if (slash === -1) return false;
  const keyPath = hostAndPath.slice(slash);
  return paths.some((wanted) => (wanted.endsWith("*") ? keyPath.startsWith(wanted.slice(0, -1)) : keyPath === wanted));
}

/** The key of a cache file, read from its header (null: not an entry, e.g. a temporary file being written). */
function keyOf(file) {
  const buffer = Buffer.alloc(4096);
  let fd;
  try {
    fd = openSync(file, "r");
    const length = readSync(fd, buffer, 0, buffer.length, 0);
    const text = buffer.subarray(0, length).toString("latin1");
    const start = text.indexOf("\nKEY: ");
    if (start === -1) return null;
    const end = text.indexOf("\n", start + 6);
    return end === -1 ? null : text.slice(start + 6, end);
  } catch {
    return null;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Every entry file under the cache directory (names are 32 hex digits; nginx's temporary files have a suffix). */
function* entries(dir) {
  for (const item of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, item.name);
    if (item.isDirectory()) yield* entries(full);
    else if (item.isFile() && /^[0-9a-f]{32}$/.test(item.name)) yield full;
  }
}

/** Removes the matching entries; returns what it did. */
export function purge({ cacheDir, paths }) {
  let scanned = 0;
  const removed = [];
  for (const file of entries(cacheDir)) {
    scanned++;
    const key = keyOf(file);
    if (key === null || !keyMatches(key, paths)) continue;
    rmSync(file, { force: true });
    removed.push(key);
  }
  return { scanned, removed };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const options = parseArguments(process.argv.slice(2));
    const started = performance.now();
    const { scanned, removed } = purge(options);
    const keys = [...new Set(removed)];
    console.log(
      `edge:purge: removed ${removed.length} of ${scanned} entries (${keys.length} keys) from ${options.cacheDir} in ${Math.round(performance.now() - started)} ms`,
    );
    for (const key of keys.slice(0, 20)) console.log(`  ${key}`);
    if (keys.length > 20) console.log(`  … and ${keys.length - 20} more`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(error instanceof Error && error.message.startsWith("edge:purge:") ? 2 : 1);
  }
}
