// Run by create-app.test.ts in a process of its own: imports a built server bundle and prints, as one JSON line, what the
// import did (the environment variables the bundle's own code read, the resources left keeping the process alive);
// with `serve`, then makes the app from explicit settings (no environment) and answers one page request through it.
//   node tests/server/app-import-probe.mjs build/server/index.js [serve <data dir>]
import { realpathSync } from "node:fs";
import http from "node:http";
import { createRequire, register } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { MessageChannel } from "node:worker_threads";

const [bundle, mode, dataDir] = process.argv.slice(2);
const entry = realpathSync(path.resolve(bundle));
// The release's own code (its server and studio bundles); libraries are read from node_modules.
const releaseDir = path.dirname(path.dirname(entry));

// The development builds of libraries this process runs: ES modules as they resolve (a loader hook tells), CommonJS
// ones once run (Node only parses the other branch of a package's `NODE_ENV` switch for its export names).
const developmentModules = new Set();
const { port1, port2 } = new MessageChannel();
port1.on("message", (url) => developmentModules.add(url));
port1.unref();
const hooks = `let port;
export function initialize(data) { port = data.port; }
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (/[\\/.]development[\\/.]/.test(resolved.url)) port.postMessage(resolved.url);
  return resolved;
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`, { data: { port: port2 }, transferList: [port2] });
const commonJs = createRequire(import.meta.url).cache;

let reads = new Set();
/** The environment variable a property access reads, when the code reading it is the bundle's own. */
function record(name) {
  const reader = (new Error().stack ?? "").split("\n")[3] ?? "";
  if (reader.includes(releaseDir) && !reader.includes("node_modules")) reads.add(name);
}
process.env = new Proxy(process.env, {
  get(target, name) {
    // Object.prototype's methods are no variables (React Router, in the bundle, asks process.env.hasOwnProperty).
    if (typeof name === "string" && !(name in Object.prototype)) record(name);
    return Reflect.get(target, name);
  },
  ownKeys(target) {
    record("(every name)");
    return Reflect.ownKeys(target);
  },
});

// The standard streams' handles open on first use: opened before the count, as the bundle's logger uses them.
void process.stdout.writable;
void process.stderr.writable;
const before = process.getActiveResourcesInfo();
const app = await import(pathToFileURL(entry).href);
await new Promise((resolve) => setImmediate(resolve));
const result = { importReads: [...reads], before, after: process.getActiveResourcesInfo() };

if (mode === "serve") {
  reads = new Set();
  const express = (await import("express")).default;
  const shop = await app.createApp(
    app.appSettings({
      NODE_ENV: "production",
      PUBLIC_ORIGIN: "http://shop.test",
      LEGAL_SAMPLES: "serve",
      DATA_DIR: dataDir,
      DOCUMENT_THREAD: "off",
    }),
  );
  const server = http.createServer(express().use(shop.app));
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  const answer = await new Promise((resolve, reject) => {
    http
      .get({ port, path: "/us", headers: { host: "shop.test" } }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode, type: res.headers["content-type"], body }));
      })
      .on("error", reject);
  });
  server.close();
  result.serveReads = [...reads];
  result.status = answer.status;
  result.type = answer.type;
  result.title = /<title>([^<]*)<\/title>/.exec(answer.body)?.[1] ?? null;
}

await new Promise((resolve) => setTimeout(resolve, 50)); // the loader thread's last messages
for (const [file, module] of Object.entries(commonJs))
  if (module?.loaded && /[\\/.]development[\\/.]/.test(file)) developmentModules.add(file);
result.developmentModules = [...developmentModules];
process.stdout.write(`${JSON.stringify(result)}\n`);
if (mode === "serve") process.exit(0);
