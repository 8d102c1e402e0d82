// Hashed assets as the production server sends them: the build's precompressed siblings (name.br, brotli 11; name.gz,
// gzip 9; scripts/release/precompress.ts) go out as they are, to a client that accepts their encoding, with their own
// length and the asset's type and caching, never compressed again on the way; a client that accepts neither, or asks
// for a range, gets the plain file. An asset kept from an older release (server/static-assets.ts) is no different.
// A deployment of its own in a temporary directory: this checkout's live release, and an older one beside it.
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
} from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readManifest } from "../../scripts/budgets/first-load";
import { precompressDir } from "../../scripts/release/precompress";
import { freshDataDir, ROOT, startServer, type RunningServer } from "./harness";

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as it came over the wire, undecoded. */
  body: Buffer;
}

/** One request whose body is kept as received (fetch would decode it). */
function raw(url: string, headers: Record<string, string> = {}, method = "GET"): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

const OLDER_RELEASE = "20200101T000000Z-0000";
const OLDER_ASSET = "older-chunk-Zz9Yy8Xx.js";
const IMMUTABLE = "public, max-age=31536000, immutable";

describe("precompressed hashed assets", { timeout: 90_000 }, () => {
  let deploy: string;
  let server: RunningServer;
  let data: { dir: string; remove(): void };
  const live = path.basename(realpathSync(path.join(ROOT, "build")));
  const liveAssets = path.join(ROOT, "releases", live, "client", "assets");
  // The client entry: a script of every page, well over the compression threshold.
  const entry = readManifest().manifest.entry.module;
  const entryFile = path.join(ROOT, "build/client", entry);

  beforeAll(async () => {
    deploy = mkdtempSync(path.join(tmpdir(), "mechaforge-precompressed-"));
    mkdirSync(path.join(deploy, "releases"));
    symlinkSync(path.join(ROOT, "releases", live), path.join(deploy, "releases", live));
    symlinkSync(path.join("releases", live), path.join(deploy, "build"));
    // The rest of the checkout as it is (migrations, content files, public files, modules).
    for (const entry of readdirSync(ROOT))
      if (!["build", "releases", "data", ".git"].includes(entry))
        symlinkSync(path.join(ROOT, entry), path.join(deploy, entry));
    // An older release that still holds a chunk this one no longer has, precompressed by its own build.
    const older = path.join(deploy, "releases", OLDER_RELEASE, "client", "assets");
    mkdirSync(older, { recursive: true });
    copyFileSync(entryFile, path.join(older, OLDER_ASSET));
    await precompressDir(older);
    data = await freshDataDir("precompressed");
    server = await startServer({ DATA_DIR: data.dir }, { cwd: deploy });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    data?.remove();
    if (deploy) rmSync(deploy, { recursive: true, force: true });
  });

  it("sends the brotli file to a client that accepts brotli, as it is, with its length, type and caching", async () => {
    const plain = readFileSync(entryFile);
    const br = readFileSync(path.join(liveAssets, `${path.basename(entry)}.br`));
    const answer = await raw(`${server.url}${entry}`, { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(answer.headers["cache-control"]).toBe(IMMUTABLE);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers["content-length"]).toBe(String(br.length));
    expect(answer.headers["transfer-encoding"]).toBeUndefined();
    // The stored file itself: compressed once, at build time.
    expect(answer.body.equals(br)).toBe(true);
    expect(brotliDecompressSync(answer.body).equals(plain)).toBe(true);
    expect(br.length).toBeLessThan(plain.length);
  });

  it("falls back to the gzip file when brotli is not accepted", async () => {
    const gz = readFileSync(path.join(liveAssets, `${path.basename(entry)}.gz`));
    for (const accepted of ["gzip", "gzip, br;q=0", "deflate, gzip;q=0.5"]) {
      const answer = await raw(`${server.url}${entry}`, { "accept-encoding": accepted });
      expect(answer.headers["content-encoding"], accepted).toBe("gzip");
      expect(answer.headers["content-length"], accepted).toBe(String(gz.length));
      expect(answer.body.equals(gz), accepted).toBe(true);
      expect(gunzipSync(answer.body).equals(readFileSync(entryFile)), accepted).toBe(true);
    }
  });

  it("sends the plain file to a client that accepts no encoding, still varying by Accept-Encoding", async () => {
    const plain = readFileSync(entryFile);
    const requests: Record<string, string>[] = [
      {},
      { "accept-encoding": "identity" },
      { "accept-encoding": "br;q=0, gzip;q=0" },
    ];
    for (const headers of requests) {
      const answer = await raw(`${server.url}${entry}`, headers);
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"], JSON.stringify(headers)).toBeUndefined();
      expect(answer.headers["content-length"]).toBe(String(plain.length));
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers["cache-control"]).toBe(IMMUTABLE);
      expect(answer.body.equals(plain)).toBe(true);
    }
  });

  it("serves an asset kept from an older release precompressed too", async () => {
    const older = path.join(deploy, "releases", OLDER_RELEASE, "client", "assets");
    const answer = await raw(`${server.url}/assets/${OLDER_ASSET}`, { "accept-encoding": "gzip, deflate, br" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["cache-control"]).toBe(IMMUTABLE);
    expect(answer.body.equals(readFileSync(path.join(older, `${OLDER_ASSET}.br`)))).toBe(true);
    expect(brotliDecompressSync(answer.body).equals(readFileSync(entryFile))).toBe(true);
  });

  it("answers HEAD with the encoded file's headers and no body", async () => {
    const br = readFileSync(path.join(liveAssets, `${path.basename(entry)}.br`));
    const answer = await raw(`${server.url}${entry}`, { "accept-encoding": "br" }, "HEAD");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-length"]).toBe(String(br.length));
    expect(answer.body.length).toBe(0);
  });

  // A range of the plain file, sent as it is: over the compression threshold, so nothing may compress it on the way.
  it("answers a range request from the plain file, uncompressed", async () => {
    const answer = await raw(`${server.url}${entry}`, { "accept-encoding": "br, gzip", range: "bytes=0-4999" });
    expect(answer.status).toBe(206);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.headers["content-range"]).toBe(`bytes 0-4999/${readFileSync(entryFile).length}`);
    expect(answer.body.equals(readFileSync(entryFile).subarray(0, 5000))).toBe(true);
  });

  it("finds no file outside a release's assets, whatever the encoding asked for", async () => {
    const names = ["..%2f..%2fpackage.json", "..%2f..%2fserver%2findex.js", "%2e%2e/%2e%2e/package.json", "%E0%A4%A"];
    for (const name of names) {
      const answer = await raw(`${server.url}/assets/${name}`, { "accept-encoding": "br, gzip" });
      expect(answer.status, name).toBe(404);
      const encoding = answer.headers["content-encoding"];
      const body =
        encoding === "br"
          ? brotliDecompressSync(answer.body)
          : encoding === "gzip"
            ? gunzipSync(answer.body)
            : answer.body;
      expect(body.toString(), name).not.toMatch(/robot-storefront|createServer/);
    }
  });

  it("serves the studio's assets precompressed as well", async () => {
    const studioAssets = path.join(ROOT, "releases", live, "studio", "client", "assets");
    const name = largestScript(studioAssets);
    const answer = await raw(`${server.url}/studio/assets/${name}`, { "accept-encoding": "br" });
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.body.equals(readFileSync(path.join(studioAssets, `${name}.br`)))).toBe(true);
  });
});

/** The largest script of a directory of assets. */
function largestScript(dir: string): string {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".js"))
    .sort((a, b) => statSync(path.join(dir, b)).size - statSync(path.join(dir, a)).size)[0]!;
}
