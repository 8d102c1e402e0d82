// A release goes live only when every step of its build has succeeded (scripts/release/releases.ts, buildRelease):
// real steps (child processes) in a temporary checkout, and the `build` link read from the file system.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  buildRelease,
  liveRelease,
  listReleases,
  switchRelease,
  type ReleaseStep,
} from "../../scripts/release/releases";

const OLD = "20261128T100000Z-0001";
const NEW = "20261129T100000Z-0002";

/** A step that runs `script` in node (in the checkout, BUILD_RELEASE_ID set). */
const node = (name: string, script: string): ReleaseStep => ({ name, command: process.execPath, args: ["-e", script] });

/** The shop's step: the release's server entry, as react-router build writes it. */
const serverStep = node(
  "the shop",
  `const fs = require("node:fs"); const dir = "releases/" + process.env.BUILD_RELEASE_ID + "/server";
   fs.mkdirSync(dir, { recursive: true }); fs.writeFileSync(dir + "/index.js", "");`,
);

/** A step that writes down what `build` points at while it runs (or "none"). */
const witnessStep = node(
  "the fonts",
  `const fs = require("node:fs"); let link = "none"; try { link = fs.readlinkSync("build"); } catch {}
   fs.writeFileSync("releases/" + process.env.BUILD_RELEASE_ID + "/server/link-seen", link);`,
);

const failingStep = node("the fonts", "process.exit(3)");

let root: string;
const lines: string[] = [];
const report = (line: string) => void lines.push(line);

/** A checkout whose live release is OLD (`build` -> releases/OLD). */
function withLiveRelease() {
  mkdirSync(path.join(root, "releases", OLD, "server"), { recursive: true });
  writeFileSync(path.join(root, "releases", OLD, "server", "index.js"), "");
  switchRelease(root, OLD);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "release-build-"));
  lines.length = 0;
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("buildRelease", () => {
  it("points build at the new release only after its last step, which still saw the previous one", () => {
    withLiveRelease();
    buildRelease(root, NEW, [serverStep, witnessStep], report);
    expect(readFileSync(path.join(root, "releases", NEW, "server", "link-seen"), "utf8")).toBe(
      path.join("releases", OLD),
    );
    expect(liveRelease(root)).toBe(NEW);
    expect(lines.at(-1)).toBe(`[release ${NEW}] live: build -> releases/${NEW}`);
  });

  it("leaves build on the previous release when a step fails, says so, and removes the unfinished release", () => {
    withLiveRelease();
    expect(() => buildRelease(root, NEW, [serverStep, failingStep], report)).toThrow(
      new RegExp(
        `^release ${NEW}: the fonts failed \\(exit 3, after [\\d.]+ s\\).*build still points at releases/${OLD}$`,
      ),
    );
    expect(liveRelease(root)).toBe(OLD);
    expect(listReleases(root)).toEqual([OLD]);
    expect(lines.some((line) => line.includes("live:"))).toBe(false);
  });

  it("on a fresh checkout, makes no build link when a step fails, and makes it when every step succeeds", () => {
    expect(() => buildRelease(root, NEW, [serverStep, failingStep], report)).toThrow("there is no build link yet");
    expect(existsSync(path.join(root, "build"))).toBe(false);
    expect(existsSync(path.join(root, "releases", NEW))).toBe(false);
    buildRelease(root, NEW, [serverStep, witnessStep], report);
    expect(readFileSync(path.join(root, "releases", NEW, "server", "link-seen"), "utf8")).toBe("none");
    expect(liveRelease(root)).toBe(NEW);
  });

  it("does not go live when a step cannot be started", () => {
    withLiveRelease();
    const missing: ReleaseStep = { name: "the studio", command: path.join(root, "no-such-command"), args: [] };
    expect(() => buildRelease(root, NEW, [serverStep, missing], report)).toThrow(/the studio failed \(.*ENOENT/);
    expect(liveRelease(root)).toBe(OLD);
  });
});
