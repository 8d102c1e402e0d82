// npm run audit:verify [-- --file <export.jsonl>]: checks the studio's audit log's hash chain (each row's hash of its
// content and of the row before) and names the first bad row: edited, deleted, reordered. Exit 1 when one is.
// npm run audit:export -- [--out <file.jsonl>]: writes the log as JSON lines (one row a line, oldest first, with its
// hashes), to a file or to stdout; `audit:verify -- --file` checks such a file without the database.
// npm run audit:public-key: prints the public key of AUDIT_SIGNING_KEY, for whoever checks the log without the key.
// verify checks the rows' signatures with the public keys of AUDIT_SIGNING_KEY, AUDIT_PUBLIC_KEYS (comma-separated, the
// keys used before a rotation) and `--public-key <hex>` (repeatable); once a row is signed, every later one must be.
// Uses the server's database settings (DATA_DIR, DATABASE_URL, DATABASE_URL_STUDIO); with the embedded database and a
// server running on it, reads the log through the server (GET /__admin/content/audit), as content:export does.
import type { KeyObject } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { createInterface } from "node:readline";
import { finished } from "node:stream/promises";
import { parseArgs } from "node:util";
import {
  auditPublicKey,
  auditRows,
  auditSigner,
  exportedAuditRow,
  verifyAuditChain,
  type ExportedAuditRow,
} from "../database/audit-chain.server";
import { studioAccess, type StudioAccess } from "./content/studio-access";

const [command, ...rest] = process.argv.slice(2).filter((arg) => arg !== "--");
const { values } = parseArgs({
  args: rest,
  options: { out: { type: "string" }, file: { type: "string" }, "public-key": { type: "string", multiple: true } },
  strict: true,
});
const usage =
  "usage: npm run audit:verify [-- --file <export.jsonl>] [--public-key <hex>]... | npm run audit:export -- " +
  "[--out <file.jsonl>] | npm run audit:public-key";
if (
  !["verify", "export", "public-key"].includes(command ?? "") ||
  (command !== "verify" && (values.file || values["public-key"])) ||
  (command === "public-key" && values.out)
) {
  console.error(usage);
  process.exit(2);
}

/** The public keys signatures are checked with, by key id. */
function publicKeys(): Map<string, KeyObject> {
  const keys = new Map<string, KeyObject>();
  const env = process.env;
  if (env.AUDIT_SIGNING_KEY) {
    const { publicKey } = auditSigner(env.AUDIT_SIGNING_KEY);
    const { keyId, key } = auditPublicKey(publicKey);
    keys.set(keyId, key);
  }
  const given = [...(env.AUDIT_PUBLIC_KEYS ?? "").split(","), ...(values["public-key"] ?? [])];
  for (const hex of given.map((entry) => entry.trim()).filter(Boolean)) {
    const { keyId, key } = auditPublicKey(hex.toLowerCase());
    keys.set(keyId, key);
  }
  return keys;
}

async function* lines(input: NodeJS.ReadableStream): AsyncGenerator<ExportedAuditRow> {
  for await (const line of createInterface({ input, crlfDelay: Infinity }))
    if (line.trim()) yield JSON.parse(line) as ExportedAuditRow;
}

/** The log's rows, oldest first, from the database or through the server that holds it. */
async function* rowsOf(access: StudioAccess): AsyncGenerator<ExportedAuditRow> {
  if (access.kind === "direct") {
    for await (const row of auditRows(access.db)) yield exportedAuditRow(row);
    return;
  }
  const response = await fetch(`${access.url}/__admin/content/audit`, {
    headers: { authorization: `Bearer ${access.token}` },
  });
  if (!response.ok || !response.body)
    throw new Error(`the running server at ${access.url} answered HTTP ${response.status}`);
  const { Readable } = await import("node:stream");
  yield* lines(Readable.fromWeb(response.body as never));
}

try {
  if (command === "public-key") {
    if (!process.env.AUDIT_SIGNING_KEY) throw new Error("AUDIT_SIGNING_KEY is not set");
    const signer = auditSigner(process.env.AUDIT_SIGNING_KEY);
    console.log(`${signer.publicKey} (key ${signer.keyId})`);
  } else if (command === "verify") {
    const keys = publicKeys();
    let report;
    if (values.file) report = await verifyAuditChain(lines(createReadStream(values.file)), { publicKeys: keys });
    else {
      const access = await studioAccess("audit:verify");
      try {
        report = await verifyAuditChain(rowsOf(access), { publicKeys: keys });
      } finally {
        await access.close();
      }
    }
    const signatures =
      report.rows === 0
        ? "nothing to sign"
        : report.signed === 0
          ? "no row is signed (AUDIT_SIGNING_KEY was not set when they were written)"
          : `${report.signed} signed by key ${report.signingKeys.join(", ")}` +
            (report.signaturesChecked ? ", signatures checked" : ", signatures NOT checked: give the public key");
    if (report.ok)
      console.log(`audit:verify: ${report.rows} rows, the chain is intact; ${signatures}; head ${report.head}`);
    else {
      console.error(`audit:verify: row ${report.bad!.id} is bad: ${report.bad!.reason}`);
      console.error(`(${report.rows} rows before it verified)`);
      process.exitCode = 1;
    }
  } else {
    const out: NodeJS.WritableStream = values.out ? createWriteStream(values.out) : process.stdout;
    const access = await studioAccess("audit:export");
    let count = 0;
    try {
      for await (const row of rowsOf(access)) {
        if (!out.write(`${JSON.stringify(row)}\n`))
          await new Promise<void>((resolve) => out.once("drain", () => resolve()));
        count += 1;
      }
    } finally {
      await access.close();
    }
    if (values.out) await finished(out.end() as NodeJS.WritableStream);
    console.error(`audit:export: ${count} rows${values.out ? ` in ${values.out}` : ""}`);
  }
} catch (error) {
  console.error(`audit:${command} failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
