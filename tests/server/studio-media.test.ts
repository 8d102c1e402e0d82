// The studio's media library on the production server: an editor uploads an image through the Media screen's form; its
// variants are served to anyone at immutable URLs (upright, without camera data, in the widths and formats promised);
// the four bad uploads (too large, not an image whatever its name, a decompression bomb, SVG) are each refused with
// their message and store nothing; a post without a session uploads nothing; the same image uploaded again is stored
// once, and only a publisher deletes one (its URLs then answer 404); and the server's memory stays bounded
// through three 12 MB uploads and a bomb. The images are made here with sharp.
import { randomBytes } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_TOKEN, freshDataDir, residentMegabytes, startServer, type RunningServer } from "./harness";

/** A PNG of one grey, `side` × `side` pixels, whose every row is zeros: kilobytes that decode to side² bytes. */
function pngBomb(side: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = deflateSync(Buffer.alloc(side * (side + 1)), { level: 9 });
  return Buffer.concat([
    Buffer.from("\x89PNG\r\n\x1a\n", "latin1"),
    chunk("IHDR", header),
    chunk("IDAT", rows),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A photo-like JPEG taken sideways: stored 2000 × 1000 with EXIF orientation 6 (upright 1000 × 2000), and a camera. */
const sidewaysPhoto = () =>
  sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#3a6ea5" } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1000"><circle cx="400" cy="500" r="300" fill="#f5c400"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: "Mechaforge Test Camera" } } })
    .toBuffer();

/**
 * A 2000 × 2000 picture of one random colour (each a new image to the library), stored without compression: about
 * 12 MB as a PNG, as a photo of that size is. Its variants cost a few seconds less to encode than noise's would.
 */
const bigPng = () => {
  const [r = 0, g = 0, b = 0] = randomBytes(3);
  return sharp({ create: { width: 2000, height: 2000, channels: 3, background: { r, g, b } } })
    .png({ compressionLevel: 0 })
    .toBuffer();
};

describe("the studio's media library", { timeout: 600_000 }, () => {
  let data: Awaited<ReturnType<typeof freshDataDir>>;
  let server: RunningServer;
  let editor: { cookie: string; csrf: string };
  beforeAll(async () => {
    data = await freshDataDir("studio-media");
    // Uploads are form posts (20 a minute per client by default): this test makes more.
    server = await startServer({
      DATA_DIR: data.dir,
      RATE_LIMIT_RENDERS_PER_MINUTE: "60000",
      RATE_LIMIT_FORMS_PER_MINUTE: "600",
    });
    editor = await signedInStaff("media.editor@studio.example");
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    data?.remove();
  });

  /** A staff member signed in as a browser does it (one-time link, password chosen): their cookie and CSRF token. */
  async function signedInStaff(email: string, role: "editor" | "publisher" = "editor") {
    const created = await fetch(`${server.url}/__admin/studio/users`, {
      method: "POST",
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify({ email, role }),
    });
    expect(created.status).toBe(201);
    const { token } = (await created.json()) as { token: string };
    const page = await fetch(`${server.url}/studio/sign-in?link=${encodeURIComponent(token)}`);
    const presession = /studio_presession=([^;]+)/.exec(page.headers.get("set-cookie") ?? "")![1]!;
    const formCsrf = /name="csrf" value="([^"]+)"/.exec(await page.text())![1]!;
    const password = "transform and roll out";
    const answer = await fetch(`${server.url}/studio/sign-in`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: `studio_presession=${presession}`, origin: server.url },
      body: new URLSearchParams({
        csrf: formCsrf,
        intent: "set-password",
        link: token,
        password,
        confirm: password,
        next: "/studio/",
      }),
    });
    expect(answer.status).toBe(302);
    const cookie = `studio_session=${/studio_session=([^;]+)/.exec(answer.headers.get("set-cookie") ?? "")![1]!}`;
    const session = await fetch(`${server.url}/studio/api/session`, { headers: { cookie } });
    const { csrf } = (await session.json()) as { csrf: string };
    return { cookie, csrf };
  }

  /** The Media screen's upload form, posted as a browser without scripts posts it. */
  function upload(
    file: { bytes: Buffer; name: string; type: string },
    fields: Record<string, string> = { "alt-en": "A yellow sun on blue" },
    as: { cookie: string; csrf: string } | null = editor,
  ) {
    const form = new FormData();
    form.set("csrf", as?.csrf ?? "");
    form.set("intent", "upload");
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    return fetch(`${server.url}/studio/media`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: server.url, ...(as ? { cookie: as.cookie } : {}) },
      body: form,
    });
  }

  /** The library as the Media screen lists it: its variants' URLs. */
  async function libraryUrls(): Promise<string[]> {
    const page = await fetch(`${server.url}/studio/media`, { headers: { cookie: editor.cookie } });
    expect(page.status).toBe(200);
    return [...(await page.text()).matchAll(/href="(\/media\/[^"]+)"/g)].map((match) => match[1]!);
  }

  const uploadAudits = async () => {
    const page = await fetch(`${server.url}/studio/audit`, { headers: { cookie: editor.cookie } });
    return (await page.text()).match(/>media-upload</g)?.length ?? 0;
  };

  let firstId = "";
  let firstPhoto: Buffer | null = null;

  it("makes an upload's variants and serves them to anyone at immutable URLs", async () => {
    const photo = await sidewaysPhoto();
    firstPhoto = photo;
    const answer = await upload({ bytes: photo, name: "sun.jpg", type: "image/jpeg" });
    expect(answer.status).toBe(303);
    const id = /uploaded=([0-9a-f]{32})/.exec(answer.headers.get("location") ?? "")![1]!;
    firstId = id;
    const urls = await libraryUrls();
    // Upright 1000 px wide: 480, 720, 960 and its own 1000, each in WebP and JPEG (AVIF only where it is smaller).
    for (const width of [480, 720, 960, 1000]) {
      expect(urls).toContain(`/media/${id}-${width}.webp`);
      expect(urls).toContain(`/media/${id}-${width}.jpg`);
    }
    expect(urls.filter((url) => url.includes("-1600."))).toEqual([]);

    const served = await fetch(`${server.url}/media/${id}-960.webp`); // no cookie: a shopper
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const etag = served.headers.get("etag");
    expect(etag).toBeTruthy();
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 960, height: 1920 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    const fallback = await fetch(`${server.url}/media/${id}-480.jpg`);
    expect(fallback.headers.get("content-type")).toBe("image/jpeg");
    const fallbackMeta = await sharp(Buffer.from(await fallback.arrayBuffer())).metadata();
    expect(fallbackMeta).toMatchObject({ format: "jpeg", width: 480, height: 960 });
    expect(fallbackMeta.exif).toBeUndefined();
    const again = await fetch(`${server.url}/media/${id}-960.webp`, { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);

    // Unknown names, and the original (it may carry camera data), are 404s that no cache keeps.
    for (const name of [`${id}-961.webp`, `${id}-original`, `${"0".repeat(32)}-960.webp`, "..%2fpackage.json"]) {
      const missing = await fetch(`${server.url}/media/${name}`);
      expect(missing.status, name).toBe(404);
      expect(missing.headers.get("cache-control"), name).toMatch(/\bno-store\b/);
    }
    expect(await uploadAudits()).toBe(1);
  });

  it("refuses the four bad uploads, each with its message, and stores nothing", async () => {
    const before = await libraryUrls();
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#888" } })
      .jpeg()
      .toBuffer();
    const cases = [
      {
        file: { bytes: Buffer.concat([jpeg, randomBytes(15.5 * 1024 * 1024)]), name: "huge.jpg", type: "image/jpeg" },
        message: "This file is 15.5 MB; the library takes images up to 15 MB.",
      },
      {
        file: { bytes: Buffer.from("#!/bin/sh\necho not a picture\n"), name: "photo.png", type: "image/png" },
        message: "This file is not an image, whatever its name says",
      },
      {
        file: { bytes: pngBomb(10_000), name: "bomb.png", type: "image/png" },
        message: "This image is 10000 × 10000 pixels (100 megapixels); the library takes at most 40 megapixels.",
      },
      { file: { bytes: svg, name: "logo.svg", type: "image/svg+xml" }, message: "Export it as PNG or WebP" },
      // SVG with an image's name and type is still SVG.
      { file: { bytes: svg, name: "logo.png", type: "image/png" }, message: "Export it as PNG or WebP" },
    ];
    for (const { file, message } of cases) {
      const answer = await upload(file);
      expect(answer.status, file.name).toBe(400);
      const html = await answer.text();
      expect(html, file.name).toContain(message);
      // Next to the file field, and the alt text typed comes back.
      expect(html, file.name).toMatch(/id="media-file-message"/);
      expect(html, file.name).toContain('value="A yellow sun on blue"');
    }
    // No alt text and not decorative: refused at the alt text, nothing made.
    const noAlt = await upload({ bytes: jpeg, name: "grey.jpg", type: "image/jpeg" }, {});
    expect(noAlt.status).toBe(400);
    expect(await noAlt.text()).toContain("Describe the image in at least one language");
    // A body declared over the bound is not even read; one sent without a length is cut off at the bound.
    const oversize = await upload({ bytes: randomBytes(17 * 1024 * 1024), name: "big.jpg", type: "image/jpeg" });
    expect(oversize.status).toBe(413);
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1024 * 1024;
        if (sent > 512 * 1024 * 1024) controller.close();
        else controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
    const chunked = await fetch(`${server.url}/studio/media`, {
      method: "POST",
      headers: {
        origin: server.url,
        cookie: editor.cookie,
        "content-type": "multipart/form-data; boundary=x",
      },
      body: endless,
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);
    // Cut off near the bound, not read to its end: what the client pushed past 16 MB sat in buffers when the server
    // closed (how much depends on the machine's load, so the figure is generous).
    expect(sent).toBeLessThan(256 * 1024 * 1024);

    expect(await libraryUrls()).toEqual(before);
    expect(await uploadAudits()).toBe(1);
  });

  it("uploads nothing without a session", async () => {
    const before = await libraryUrls();
    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#c33" } })
      .png()
      .toBuffer();
    const anonymous = await upload({ bytes: photo, name: "red.png", type: "image/png" }, undefined, null);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/studio\/sign-in\?next=/);
    const forged = await upload({ bytes: photo, name: "red.png", type: "image/png" }, undefined, {
      cookie: "studio_session=forged",
      csrf: editor.csrf,
    });
    expect(forged.status).toBe(302);
    // The editor's session without its CSRF token.
    const noToken = await upload({ bytes: photo, name: "red.png", type: "image/png" }, undefined, {
      cookie: editor.cookie,
      csrf: "",
    });
    expect(noToken.status).toBe(403);
    expect(await libraryUrls()).toEqual(before);
    expect(firstId).not.toBe("");
  });

  it("stores an image uploaded again once, and lets only a publisher delete one", async () => {
    const again = await upload({ bytes: firstPhoto!, name: "sun-again.jpg", type: "image/jpeg" });
    expect(again.headers.get("location")).toBe(`/studio/media?uploaded=${firstId}&existed=1`);
    expect(await uploadAudits()).toBe(1);

    const remove = (as: { cookie: string; csrf: string }) =>
      fetch(`${server.url}/studio/media`, {
        method: "POST",
        redirect: "manual",
        headers: { origin: server.url, cookie: as.cookie },
        body: new URLSearchParams({ csrf: as.csrf, intent: "delete", id: firstId }),
      });
    const refused = await remove(editor);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Only a publisher can delete an image");
    expect((await fetch(`${server.url}/media/${firstId}-480.webp`)).status).toBe(200);

    const publisher = await signedInStaff("media.publisher@studio.example", "publisher");
    expect((await remove(publisher)).status).toBe(303);
    const gone = await fetch(`${server.url}/media/${firstId}-480.webp`);
    expect(gone.status).toBe(404);
    expect(gone.headers.get("cache-control")).toBe("no-store");
    expect(await libraryUrls()).toEqual([]);
    const audit = await (await fetch(`${server.url}/studio/audit`, { headers: { cookie: editor.cookie } })).text();
    expect(audit.match(/>media-delete</g)).toHaveLength(1);
  });

  it("keeps the server's memory bounded through three 12 MB uploads and a bomb", async () => {
    const before = residentMegabytes(server.pid);
    const samples: number[] = [];
    for (let index = 0; index < 3; index++) {
      const big = await bigPng();
      expect(big.length).toBeGreaterThan(12_000_000);
      const answer = await upload({ bytes: big, name: `big-${index}.png`, type: "image/png" });
      expect(answer.status).toBe(303);
      samples.push(residentMegabytes(server.pid));
    }
    expect((await upload({ bytes: pngBomb(10_000), name: "bomb.png", type: "image/png" })).status).toBe(400);
    const after = residentMegabytes(server.pid);
    console.log(
      `media uploads: RSS ${before.toFixed(0)} MB before, after each: ${samples.map((mb) => mb.toFixed(0)).join(", ")}; ` +
        `after the bomb ${after.toFixed(0)} MB`,
    );
    // Bounded: the third upload and the bomb do not grow the process by more than one upload's working set beyond
    // what the first two took it to (the first takes it to its working size: the body, its copies and sharp's
    // buffers, then reused). A loaded machine collects the previous upload's buffers late: 79 MB above them was seen
    // beside the other server tests on 2 cores. The second check bounds the whole run.
    expect(Math.max(samples[2]!, after)).toBeLessThan(Math.max(samples[0]!, samples[1]!) + 128);
    expect(after).toBeLessThan(before + 300);
  });
});
