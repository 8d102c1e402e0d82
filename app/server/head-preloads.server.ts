// Module preload hints out of the document head (docs/decisions.md, issue 7). React hoists the router's ~120 KB of
// `<link rel="modulepreload">` into <head>, where on a slow mobile link they take the bandwidth and connections the
// first paint and the hero image need. Without them the scripts start when the router's module script at the end of
// <body> runs: first paint and LCP come first, hydration one round trip later.
import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/?>/g;
const HEAD_END = "</head>";

/** Removes module preload links from the document head; everything after </head> streams through untouched. */
export function removeHeadModulePreloads(html: string): string {
  const end = html.indexOf(HEAD_END);
  if (end === -1) return html.replace(MODULE_PRELOAD, "");
  return html.slice(0, end).replace(MODULE_PRELOAD, "") + html.slice(end);
}

/** The same as a stream: buffers only until </head>, then passes chunks on as they come. */
export function headModulePreloadFilter(): Transform {
  const decoder = new StringDecoder("utf8");
  let head = "";
  let passing = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (passing) return callback(null, chunk);
      head += decoder.write(chunk);
      if (!head.includes(HEAD_END)) return callback();
      passing = true;
      const out = removeHeadModulePreloads(head) + decoder.end();
      head = "";
      callback(null, out);
    },
    flush(callback) {
      callback(null, passing ? undefined : removeHeadModulePreloads(head + decoder.end()));
    },
  });
}
