// What the hostile-request suites (tests/server/hostile*.test.ts) share: the limits they lift, and a raw upload.
import net from "node:net";

/** Every per-client limit lifted: one test client sends what many attackers would. */
export const LIFTED = {
  RATE_LIMIT_AUTH_PER_MINUTE: "100000",
  RATE_LIMIT_FORMS_PER_MINUTE: "100000",
  RATE_LIMIT_GENERAL_PER_MINUTE: "100000",
  RATE_LIMIT_RENDERS_PER_MINUTE: "100000",
};

/** Sends `total` bytes of body after a head that declares `declared` (or chunked), without waiting for them. */
export function postBody(
  origin: string,
  path: string,
  total: number,
  declared: number | "chunked",
): Promise<{ status: number; ms: number }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect(Number(port), hostname);
    let answer = "";
    // When the answer arrived (the connection then lingers while the client goes on sending: request-guards.ts).
    let answered = Number.POSITIVE_INFINITY;
    socket.on("data", (chunk) => {
      answered = Math.min(answered, performance.now());
      answer += chunk.toString("latin1");
    });
    socket.on("error", () => undefined);
    socket.on("close", () => resolve({ status: Number(answer.split(" ")[1]) || 0, ms: answered - started }));
    const length = declared === "chunked" ? "Transfer-Encoding: chunked" : `Content-Length: ${declared}`;
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\n${length}\r\n\r\n`,
    );
    const chunk = Buffer.alloc(1 << 20, "a");
    let sent = 0;
    const pump = () => {
      while (sent < total && !socket.destroyed) {
        sent += chunk.length;
        const framed =
          declared === "chunked"
            ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")])
            : chunk;
        if (!socket.write(framed)) return void socket.once("drain", pump);
      }
    };
    pump();
  });
}
