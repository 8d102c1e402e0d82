// The hashed client files of a release, compressed once at build time: beside each script, stylesheet, SVG, JSON or
// source map its brotli (name.br, quality 11) and gzip (name.gz, level 9) forms, which the server sends as they are to
// a client that accepts them (server/static-assets.ts). The compression middleware's on-the-fly brotli runs at
// quality 4 on every request; quality 11 is too slow for a request but costs nothing per request once stored, and
// a first load receives about 14 % fewer bytes of JavaScript (docs/decisions/058-byte-budgets.md). Fonts and images are compressed already and are left alone. The build calls
// it for the shop's and the studio's assets before the release goes live (react-router.config.ts).
import { readdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The files worth compressing; every other kind (woff2, webp, png, mp4) is compressed in its own format. */
export const PRECOMPRESSED_TYPES = /\.(?:js|mjs|css|svg|json|map|txt|xml)$/;

/** The encodings stored beside a file, the server's preference first: [content coding, file suffix]. */
export const ENCODINGS = [
  ["br", ".br"],
  ["gzip", ".gz"],
] as const;

/** A file's brotli form: quality 11, the largest window a browser decodes (16 MB). */
export function brotliBytes(source: Buffer): Promise<Buffer> {
  return brotli(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_LGWIN]: constants.BROTLI_MAX_WINDOW_BITS,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
}

/** A file's gzip form: level 9. */
export function gzipBytes(source: Buffer): Promise<Buffer> {
  return gzipAsync(source, { level: 9 });
}

export interface PrecompressResult {
  /** Files given siblings. */
  files: number;
  /** Their bytes, and their brotli and gzip forms' bytes. */
  bytes: number;
  brotli: number;
  gzip: number;
}

/**
 * Writes name.br and name.gz beside every file of `dir` (and its folders) that PRECOMPRESSED_TYPES names, each only
 * when it is smaller than the file. Each is written under a temporary name and renamed, so a server reading the
 * directory meanwhile finds a whole file or none. Two files at a time: zlib works on libuv's threads.
 */
export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  let entries: string[];
  try {
    entries = (await readdir(dir, { recursive: true })).map(String);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return result;
    throw error;
  }
  const queue = entries.filter((name) => PRECOMPRESSED_TYPES.test(name)).map((name) => path.join(dir, name));
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      if (!(await stat(file)).isFile()) continue;
      const source = await readFile(file);
      const [br, gz] = await Promise.all([brotliBytes(source), gzipBytes(source)]);
      let written = false;
      for (const [suffix, bytes] of [
        [".br", br],
        [".gz", gz],
      ] as const) {
        if (bytes.length >= source.length) continue;
        const temporary = `${file}${suffix}.${process.pid}.tmp`;
        await writeFile(temporary, bytes);
        await rename(temporary, `${file}${suffix}`);
        written = true;
      }
      if (!written) continue;
      result.files++;
      result.bytes += source.length;
      result.brotli += Math.min(br.length, source.length);
      result.gzip += Math.min(gz.length, source.length);
    }
  };
  await Promise.all([worker(), worker()]);
  return result;
}

/** Precompresses the given directories and prints one line: files, bytes before and after, time taken. */
export async function precompressRelease(dirs: string[], now: () => number = () => performance.now()): Promise<void> {
  const started = now();
  const total: PrecompressResult = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  for (const dir of dirs) {
    const result = await precompressDir(dir);
    for (const key of Object.keys(total) as (keyof PrecompressResult)[]) total[key] += result[key];
  }
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  console.log(
    `precompressed: ${total.files} files, ${kb(total.bytes)} → brotli ${kb(total.brotli)}, gzip ${kb(total.gzip)} ` +
      `(${((now() - started) / 1000).toFixed(1)} s)`,
  );
}
