// The reference for a fresh render: React's renderToString of the very element tree our server renders for
// a page (entry.server's documentTree, with the EntryContext React Router made for that request), in a loop in one
// process, without HTTP, loaders or compression. The loader data scripts that entry.server writes after the tree (a
// string React Router would otherwise render from its data stream) are added the same way, and the result is checked
// to be the server's document byte for byte. Run as a child process with the bench's clock (shift-clock.mjs) and the
// server's V8 heap settings, so it renders the same page under the same memory limits. Prints one JSON line:
// { path, rendersPerSecond, msPerRender, cpuMsPerRender, bytes, handlerPerSecond }.
//   NODE_ENV=production node --import ./scripts/bench/shift-clock.mjs scripts/bench/render-reference.mjs /us 5
import path from "node:path";
import { renderToString } from "react-dom/server";
import { createRequestHandler } from "react-router";

const ROOT = path.resolve(import.meta.dirname, "../..");

const [pagePath = "/us", seconds = "5"] = process.argv.slice(2);
const app = await import(`${ROOT}/build/server/index.js`);
const build = await app.loadServerBuild();
const entry = build.entry.module;

// Capture the EntryContext React Router hands to entry.server for this request, and its loader data.
let captured = null;
const capturing = {
  ...build,
  entry: {
    ...build.entry,
    module: {
      ...entry,
      default: (request, status, headers, routerContext, loadContext) => {
        const [forRender, forCopy] = routerContext.serverHandoffStream.tee();
        captured = { request, routerContext, handoff: new Response(forCopy).text() };
        return entry.default(
          request,
          status,
          headers,
          { ...routerContext, serverHandoffStream: forRender },
          loadContext,
        );
      },
    },
  },
};
const handler = createRequestHandler(capturing, "production");
const url = `http://localhost${pagePath}`;
const first = await handler(new Request(url), app.renderContext());
if (first.status !== 200) throw new Error(`${pagePath} answered ${first.status}`);
const served = await first.text();
if (!captured) throw new Error("entry.server was not called");
const handoff = await captured.handoff;

// Every render marks the app's own scripts with a secret of its own (entry.server's `marker`, their `nonce` attribute),
// which the server takes out again when it hashes them into the CSP (server/document-csp.ts). The reference renders
// with the mark of the served render, so it renders the same bytes (a mark of the same length costs the same to write).
const marks = new Set([...served.matchAll(/<script nonce="([^"]+)"/g)].map((match) => match[1]));
if (marks.size !== 1)
  throw new Error(`${pagePath}: expected the served scripts to carry one mark, found ${marks.size}`);
const [marker] = marks;

const DOCUMENT_END = "</body></html>";
/**
 * renderToString of the page's tree (as entry.server renders it: the data stream left out of the tree), data added.
 * Every page's string is sliced once, which makes V8 copy React's rope of pieces into one flat string: what anything
 * that reads or sends it needs, and what a page with data scripts already had to pay (so both kinds of page count it).
 */
function renderReference() {
  const context = { ...captured.routerContext, serverHandoffStream: undefined, renderMeta: {} };
  const html = renderToString(entry.documentTree(captured.request, context, marker));
  const scripts = context.renderMeta.didRenderScripts ? entry.handoffScripts(handoff, marker) : "";
  return html.slice(0, -DOCUMENT_END.length) + scripts + DOCUMENT_END;
}

// The same page, byte for byte: the served document is this output with a doctype in front and without the head's
// module preloads (entry.server adds the one and removes the others around the same renderToString). Anything else
// that differs means the reference no longer renders what the server renders: the bench stops rather than compare
// throughput of two different documents.
const reference = renderReference();
const head = reference.indexOf("</head>");
const comparable = `<!DOCTYPE html>${reference.slice(0, head).replace(/<link rel="modulepreload"[^>]*\/?>/g, "")}${reference.slice(head)}`;
if (comparable !== served) {
  let at = 0;
  while (at < served.length && comparable[at] === served[at]) at++;
  throw new Error(
    `${pagePath}: the reference is not the served document (${comparable.length} and ${served.length} characters, ` +
      `first difference at ${at}: reference ${JSON.stringify(comparable.slice(at, at + 80))}, ` +
      `served ${JSON.stringify(served.slice(at, at + 80))})`,
  );
}

const loop = async (run) => {
  for (let i = 0; i < 50; i++) await run(); // warm-up
  let count = 0;
  const until = performance.now() + Number(seconds) * 500;
  const started = performance.now();
  const cpu = process.cpuUsage();
  while (performance.now() < until) {
    await run();
    count++;
  }
  const used = process.cpuUsage(cpu);
  return {
    perSecond: count / ((performance.now() - started) / 1000),
    cpuMs: (used.user + used.system) / 1000 / count,
  };
};

let bytes = 0;
const rendering = await loop(() => {
  bytes = renderReference().length;
});
// The whole React Router handler in-process (loaders, data, render), for the breakdown.
const whole = await loop(async () => {
  await (await handler(new Request(url), app.renderContext())).text();
});
console.log(
  JSON.stringify({
    path: pagePath,
    rendersPerSecond: rendering.perSecond,
    msPerRender: 1000 / rendering.perSecond,
    cpuMsPerRender: rendering.cpuMs,
    bytes,
    handlerPerSecond: whole.perSecond,
  }),
);
