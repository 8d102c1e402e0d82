// The app's own lines about a request carry the id of its request line: the pipeline opens a scope per request and
// the id follows the request's code through every await, and no further (two requests in flight keep their own).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { log, logExpected, logUnexpected } from "~/request/log.server";
import { createPipeline, observeRequests } from "../../server/pipeline";

afterEach(() => vi.restoreAllMocks());

describe("a request's own log lines", () => {
  it("carry its X-Request-Id through awaits, and lines outside any request carry none", async () => {
    const error = vi.spyOn(log, "error").mockImplementation(() => undefined);
    const warn = vi.spyOn(log, "warn").mockImplementation(() => undefined);
    const handle = createPipeline(
      [observeRequests({ logRequests: false, trustsProxy: () => false })],
      [
        (req, res) => {
          // Two requests' code interleaved: each line names its own request.
          const wait = Number(new URL(req.url!, "http://x").searchParams.get("wait"));
          void new Promise((resolve) => setTimeout(resolve, wait)).then(async () => {
            await Promise.resolve();
            logUnexpected("render failed", new Error("boom"), { path: req.url });
            res.end("done");
          });
          return true;
        },
      ],
    );
    const server = http.createServer(handle).listen(0);
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const answers = await Promise.all([fetch(`${url}/a?wait=40`), fetch(`${url}/b?wait=5`)]);
      const ids = answers.map((answer) => answer.headers.get("x-request-id"));
      expect(new Set(ids).size).toBe(2);
      const lines = error.mock.calls.map(([fields]) => fields as Record<string, unknown>);
      expect(lines.find((line) => line.path === "/a?wait=40")).toMatchObject({ reqId: ids[0], event: "render failed" });
      expect(lines.find((line) => line.path === "/b?wait=5")).toMatchObject({ reqId: ids[1], event: "render failed" });
    } finally {
      server.close();
    }
    logExpected("database outage", new Error("down"));
    expect(warn.mock.calls.at(-1)![0]).not.toHaveProperty("reqId");
  });
});
