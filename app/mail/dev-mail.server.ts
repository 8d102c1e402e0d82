// Development only (NODE_ENV=development without SMTP_URL): /__dev/mail lists the maildir's messages, newest first, and
// shows each one's HTML part, its plain-text part or its raw source. Never mounted in production.
import { readFile, readdir, stat } from "node:fs/promises";
import path from "node:path";
import express, { type Request, type Response } from "express";

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** RFC 2047 encoded words (=?UTF-8?B?…?= / ?Q?) in a header value. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_whole, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : Buffer.from(
            data
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
            "latin1",
          ).toString("utf8"),
    );
}

function headersOf(raw: string): Record<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** The decoded body of the first part of `type` (text/html, text/plain) in a nodemailer message. */
export function mailPart(raw: string, type: "text/html" | "text/plain"): string | null {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  for (const part of parts) {
    const [head = "", ...rest] = part.replace(/^\r?\n/, "").split(/\r?\n\r?\n/);
    const headers = headersOf(`${head}\n\n`);
    if (!(headers["content-type"] ?? "").toLowerCase().startsWith(type)) continue;
    const body = rest.join("\n\n");
    const encoding = (headers["content-transfer-encoding"] ?? "").toLowerCase();
    if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    if (encoding === "quoted-printable") {
      const bytes = body
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      return Buffer.from(bytes, "latin1").toString("utf8");
    }
    return body;
  }
  return null;
}

export function devMailRouter(maildir: string): express.Router {
  const router = express.Router();
  const dir = path.join(maildir, "new");
  const file = (name: string) => (/^[\w.-]+$/.test(name) ? path.join(dir, name) : null);
  router.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    // The messages' own inline styles, nothing else (the site's CSP would block them).
    res.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; img-src data:");
    next();
  });
  router.get("/", async (_req: Request, res: Response) => {
    const names = await readdir(dir).catch(() => [] as string[]);
    const messages = await Promise.all(
      names.map(async (name) => {
        const raw = await readFile(path.join(dir, name), "utf8");
        const headers = headersOf(raw);
        return { name, mtime: (await stat(path.join(dir, name))).mtimeMs, headers };
      }),
    );
    messages.sort((a, b) => b.mtime - a.mtime);
    const rows = messages
      .map(
        ({ name, mtime, headers }) =>
          `<tr><td>${escape(new Date(mtime).toISOString())}</td><td>${escape(decodeHeader(headers.to ?? ""))}</td>` +
          `<td><a href="/__dev/mail/${escape(name)}">${escape(decodeHeader(headers.subject ?? ""))}</a></td>` +
          `<td><a href="/__dev/mail/${escape(name)}/text">text</a> <a href="/__dev/mail/${escape(name)}/raw">raw</a></td></tr>`,
      )
      .join("");
    res
      .type("html")
      .send(
        `<!DOCTYPE html><html lang="en"><meta charset="utf-8"><title>Mail (development)</title>` +
          `<body style="font-family:sans-serif"><h1>Mail delivered to ${escape(maildir)}</h1>` +
          `<table style="border-collapse:collapse" cellpadding="6"><tr><th>Time</th><th>To</th><th>Subject</th><th></th></tr>${rows}</table>`,
      );
  });
  router.get("/:name{/:view}", async (req: Request, res: Response) => {
    const target = file(String(req.params.name));
    const raw = target ? await readFile(target, "utf8").catch(() => null) : null;
    if (raw === null) return void res.status(404).type("text/plain").send("Not found");
    const view = req.params.view;
    if (view === "raw") return void res.type("text/plain; charset=utf-8").send(raw);
    if (view === "text") return void res.type("text/plain; charset=utf-8").send(mailPart(raw, "text/plain") ?? "");
    res.type("html").send(mailPart(raw, "text/html") ?? "<p>No HTML part.</p>");
  });
  return router;
}
