// A raw HTTP/1.1 sender: one request written byte for byte over a fresh connection, so that odd methods, bytes and
// headers reach the server as written (fetch would refuse or fix them), and the answer read as it comes.
import net from "node:net";

export interface RawRequest {
  method: string;
  path: string;
  /** null leaves the header out (e.g. Host in HTTP/1.0). */
  headers: Record<string, string | null>;
  body?: string | Uint8Array;
  /** HTTP/1.1 unless given. */
  version?: string;
}

/** The answer as read; status 0 = no answer (`error` says why). */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  error?: string;
}

function dechunk(buffer: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = buffer.indexOf("\r\n", offset);
    if (lineEnd < 0) break;
    const size = Number.parseInt(buffer.subarray(offset, lineEnd).toString("latin1"), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Sends one request byte for byte over a fresh connection and reads the answer until the server closes it. */
export function sendRaw(
  origin: string,
  request: RawRequest,
  { timeoutMs = 20_000 }: { timeoutMs?: number } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  const body =
    request.body === undefined
      ? undefined
      : typeof request.body === "string"
        ? Buffer.from(request.body, "utf8")
        : Buffer.from(request.body);
  // A header given as null is left out (HTTP/1.0 without Host); a given content-length is sent as is (a lie).
  const headers: Record<string, string | null> = {
    host: `${hostname}:${port}`,
    ...request.headers,
    connection: "close",
  };
  if (body && headers["content-length"] === undefined) headers["content-length"] = String(body.length);
  const lines = Object.entries(headers).filter(([, value]) => value !== null && value !== undefined);
  const head = `${request.method} ${request.path} ${request.version ?? "HTTP/1.1"}\r\n${lines.map(([key, value]) => `${key}: ${value}`).join("\r\n")}\r\n\r\n`;
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(Number(port), hostname);
    const finish = (error?: string) => {
      clearTimeout(timer);
      socket.destroy();
      const raw = Buffer.concat(chunks);
      const split = raw.indexOf("\r\n\r\n");
      if (split < 0) return resolve({ status: 0, headers: {}, body: "", error: error ?? "no answer" });
      const [statusLine, ...lines] = raw.subarray(0, split).toString("latin1").split("\r\n");
      const answerHeaders: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        answerHeaders[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      let content: Buffer = raw.subarray(split + 4);
      if (/chunked/i.test(answerHeaders["transfer-encoding"] ?? "")) content = dechunk(content);
      resolve({
        status: Number(statusLine?.split(" ")[1]) || 0,
        headers: answerHeaders,
        body: content.toString("utf8"),
      });
    };
    const timer = setTimeout(() => finish("timeout"), timeoutMs);
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("end", () => finish());
    socket.on("error", (error: NodeJS.ErrnoException) => finish(error.code ?? String(error)));
    socket.on("connect", () => {
      socket.write(Buffer.from(head, "latin1"));
      // A peer that answers before reading everything (413, parser errors) may close on us: not our failure.
      if (body) socket.write(body, () => undefined);
    });
  });
}
