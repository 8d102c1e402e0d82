// Releases: every build is written to releases/<id>/ and `build` is a symbolic link to the live one, swapped in one
// rename(2), so a build never touches the files of the release a server is running, and the assets of the last releases
// stay on disk for pages that were cached from them (server/static-assets.ts serves them). `npm run build`
// (scripts/release/build.ts) makes a release step by step and switches the link last, only when every step succeeded
// (buildRelease); operators list and switch releases with scripts/release/cli.ts.
import { spawnSync } from "node:child_process";
import { existsSync, lstatSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";

/** Releases kept on disk (the live one and the four before it); their assets stay served. */
export const KEEP_RELEASES = 5;
/** A release id: the build's UTC time, sortable, and a random suffix for two builds in one second. */
export const RELEASE_ID = /^\d{8}T\d{6}Z-[0-9a-f]{4}$/;

/** The id of a build started at `now` (epoch ms). */
export function newReleaseId(now: number, random: () => number = Math.random): string {
  const stamp = new Date(now)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  return `${stamp}-${Math.floor(random() * 0x10000)
    .toString(16)
    .padStart(4, "0")}`;
}

/** The id of the build this process runs (react-router.config.ts and vite.config.ts both ask: one id per build). */
export function buildReleaseId(): string {
  process.env.BUILD_RELEASE_ID ||= newReleaseId(Date.now());
  return process.env.BUILD_RELEASE_ID;
}

/** The releases under `root`/releases, newest first. */
export function listReleases(root: string): string[] {
  const dir = path.join(root, "releases");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => RELEASE_ID.test(name) || name.startsWith("legacy-"))
    .sort()
    .reverse();
}

/** The id the `build` link names, or null (no link yet, or a build/ directory of the layout before releases). */
export function liveRelease(root: string): string | null {
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
export function switchRelease(root: string, id: string, now = Date.now()): void {
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
export function pruneReleases(root: string, keep = KEEP_RELEASES): string[] {
  const live = liveRelease(root);
  const removed: string[] = [];
  for (const id of listReleases(root).slice(keep)) {
    if (id === live) continue;
    rmSync(path.join(root, "releases", id), { recursive: true, force: true });
    removed.push(id);
  }
  return removed;
}

/** A step of a release's build: a command run in the checkout with BUILD_RELEASE_ID set to the release's id. */
export interface ReleaseStep {
  /** What it makes, as the build's log names it. */
  name: string;
  command: string;
  args: string[];
}

/** What buildRelease says as it goes (one line each): `console.log` for npm run build. */
export type ReleaseReport = (line: string) => void;

/**
 * Builds release `id` under `root`: each step in turn (a child process, its output passed through), then, only once
 * every step has succeeded, points `build` at the release (the last step: a server started meanwhile runs the previous
 * release, whole) and prunes the old ones. A failing step stops the build: the unfinished releases/<id> is removed,
 * `build` stays where it was, and the error names the step and the live release.
 */
export function buildRelease(
  root: string,
  id: string,
  steps: readonly ReleaseStep[],
  report: ReleaseReport = console.log,
  env: NodeJS.ProcessEnv = process.env,
): { removed: string[] } {
  if (!RELEASE_ID.test(id)) throw new Error(`not a release id: ${id}`);
  for (const [index, step] of steps.entries()) {
    const started = performance.now();
    report(`[release ${id}] ${index + 1}/${steps.length} ${step.name}`);
    const run = spawnSync(step.command, step.args, {
      cwd: root,
      stdio: "inherit",
      env: { ...env, BUILD_RELEASE_ID: id },
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (run.status !== 0) {
      rmSync(path.join(root, "releases", id), { recursive: true, force: true });
      const live = liveRelease(root);
      const how = run.error ? run.error.message : `exit ${run.status ?? run.signal}`;
      throw new Error(
        `release ${id}: ${step.name} failed (${how}, after ${seconds} s); the release is not live and was removed: ` +
          (live ? `build still points at releases/${live}` : "there is no build link yet"),
      );
    }
    report(`[release ${id}] ${step.name}: done in ${seconds} s`);
  }
  switchRelease(root, id);
  const removed = pruneReleases(root);
  report(`[release ${id}] live: build -> releases/${id}${removed.length ? ` (removed ${removed.join(", ")})` : ""}`);
  return { removed };
}
