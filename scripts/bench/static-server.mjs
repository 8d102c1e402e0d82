// The reference for the throughput benchmark: a plain node:http file server answering every GET with one HTML file,
// read from disk per request (as a static file server does, with the OS page cache warm).
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";

const [port, file] = process.argv.slice(2);
createServer(async (_req, res) => {
  const body = await readFile(file);
  res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": body.length });
  res.end(body);
}).listen(Number(port), "127.0.0.1");
