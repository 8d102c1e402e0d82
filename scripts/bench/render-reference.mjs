// The reference for a fresh render (issue 14): React's renderToString of the very element tree our server renders
// for a page (entry.server's documentTree, with the EntryContext React Router made for that request), in a loop in one
// process, without HTTP. Run as a child process with the bench's clock (shift-clock.mjs) so the page is the same one
// the server renders. Prints one JSON line: { path, rendersPerSecond, msPerRender, bytes, handlerPerSecond }.
//   NODE_ENV=production node --import ./scripts/bench/shift-clock.mjs scripts/bench/render-reference.mjs /us 5
import { renderToString } from "react-dom/server";
import { RouterContextProvider, createRequestHandler } from "react-router";
import { ROOT } from "./server.mjs";

const [pagePath = "/us", seconds = "5"] = process.argv.slice(2);
const app = await import(`${ROOT}/build/server/index.js`);
const build = await app.loadServerBuild();

// Capture the EntryContext React Router hands to entry.server for this request.
let captured = null;
const capturing = {
  ...build,
  entry: {
    ...build.entry,
    module: {
      ...build.entry.module,
      default: (request, status, headers, routerContext, loadContext) => {
        // The loader data stream is read once per render: keep its chunks to give every render a fresh copy.
        const [forRender, forCopy] = routerContext.serverHandoffStream.tee();
        routerContext.serverHandoffStream = forRender;
        const chunks = [];
        const recorded = (async () => {
          for await (const chunk of forCopy) chunks.push(chunk);
        })();
        captured = { request, routerContext, chunks, recorded };
        return build.entry.module.default(request, status, headers, routerContext, loadContext);
      },
    },
  },
};
const handler = createRequestHandler(capturing, "production");
const url = `http://localhost${pagePath}`;
const first = await handler(new Request(url), new RouterContextProvider());
if (first.status !== 200) throw new Error(`${pagePath} answered ${first.status}`);
await first.text();
if (!captured) throw new Error("entry.server was not called");
await captured.recorded;
const freshContext = () => ({
  ...captured.routerContext,
  serverHandoffStream: new ReadableStream({
    start(controller) {
      for (const chunk of captured.chunks) controller.enqueue(chunk);
      controller.close();
    },
  }),
});

const loop = async (run) => {
  for (let i = 0; i < 50; i++) await run(); // warm-up
  let count = 0;
  const until = performance.now() + Number(seconds) * 500;
  const started = performance.now();
  while (performance.now() < until) {
    await run();
    count++;
  }
  return count / ((performance.now() - started) / 1000);
};

let bytes = 0;
const rendersPerSecond = await loop(() => {
  bytes = renderToString(build.entry.module.documentTree(captured.request, freshContext())).length;
});
// The whole React Router handler in-process (loaders, data, streaming render), for the breakdown.
const handlerPerSecond = await loop(async () => {
  await (await handler(new Request(url), new RouterContextProvider())).text();
});
console.log(
  JSON.stringify({ path: pagePath, rendersPerSecond, msPerRender: 1000 / rendersPerSecond, bytes, handlerPerSecond }),
);
