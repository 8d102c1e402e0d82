// The build's stored encodings of a release's files (scripts/release/precompress.ts): which files get them, that they
// decode to the file, and that a form no smaller than its file is not kept.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { precompressDir } from "../../scripts/release/precompress";

/** Text that compresses as a built chunk does (repeated identifiers), 20 KB. */
const SCRIPT = Array.from({ length: 400 }, (_, i) => `export const value${i % 37} = () => render(${i});\n`).join("");

describe("precompressDir", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "precompress-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("stores brotli and gzip forms that decode to each script and stylesheet, in sub-folders too", async () => {
    mkdirSync(path.join(dir, "first-view"));
    writeFileSync(path.join(dir, "entry-Ab12.js"), SCRIPT);
    writeFileSync(path.join(dir, "first-view", "inter-first-Cd34.css"), SCRIPT.replaceAll("export", "/* css */"));
    const result = await precompressDir(dir);
    expect(result.files).toBe(2);
    for (const file of ["entry-Ab12.js", "first-view/inter-first-Cd34.css"]) {
      const plain = readFileSync(path.join(dir, file));
      const br = readFileSync(path.join(dir, `${file}.br`));
      const gz = readFileSync(path.join(dir, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(plain), file).toBe(true);
      expect(gunzipSync(gz).equals(plain), file).toBe(true);
      // Brotli 11 beats gzip 9 on text.
      expect(br.length, file).toBeLessThan(gz.length);
    }
    expect(result.brotli).toBeLessThan(result.gzip);
  });

  it("leaves fonts and images alone, keeps no form that is not smaller, and can run again", async () => {
    writeFileSync(path.join(dir, "font-Ef56.woff2"), SCRIPT);
    writeFileSync(path.join(dir, "tiny-Gh78.js"), "x");
    writeFileSync(path.join(dir, "entry-Ab12.js"), SCRIPT);
    await precompressDir(dir);
    const first = readdirSync(dir).sort();
    expect(first).toEqual(["entry-Ab12.js", "entry-Ab12.js.br", "entry-Ab12.js.gz", "font-Ef56.woff2", "tiny-Gh78.js"]);
    // A second run (the first-view step after the build) writes the same files and nothing of its own forms.
    await precompressDir(dir);
    expect(readdirSync(dir).sort()).toEqual(first);
  });

  it("finds nothing to do in a release without the folder (a build with no studio assets)", async () => {
    expect(await precompressDir(path.join(dir, "missing"))).toEqual({ files: 0, bytes: 0, brotli: 0, gzip: 0 });
  });
});
