// The bare reference for a cache hit: node:http writing one stored body with its headers, nothing else.
// Its own process, because the benchmark runs wrk synchronously.   node bare-server.mjs <port> <file> <content-encoding>
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [port, file, encoding] = process.argv.slice(2);
const body = readFileSync(file);
const headers = { "content-type": "text/html; charset=utf-8", "content-length": String(body.length) };
if (encoding && encoding !== "identity") headers["content-encoding"] = encoding;
createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(port), "127.0.0.1", () => console.log("listening"));
