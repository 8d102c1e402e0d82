// Runs deploy/nginx.conf, as shipped, in front of a test server: an unprivileged nginx with its own main config
// (pid, logs and temp paths in a temporary directory) that includes the shipped file with its port, origin and cache
// path replaced.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT, freshDataDir, type RunningServer } from "./harness";

export interface RunningNginx {
  url: string;
  /** The cache directory (the shipped config's /var/cache/nginx/mechaforge). */
  cacheDir: string;
  /** The access log written so far (the shipped config's /var/log/nginx/mechaforge.access.log). */
  accessLog(): string;
  /** A request to nginx as a browser on `host` (default: the shipped config's www.mechaforge.com) sends it. */
  fetch(path: string, init?: EdgeInit): Promise<Response>;
  stop(): void;
}

/** The first host deploy/nginx.conf serves (its origin must answer for it too: PUBLIC_ORIGIN). */
export const EDGE_HOST = "www.mechaforge.com";

export interface EdgeInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  host?: string;
  /** The client's own address (127.0.0.2, …: another client of this machine). */
  from?: string;
}

/** fetch can not set Host: one request through node:http, answered as a fetch Response. */
function edgeFetch(url: string, { method = "GET", headers = {}, body, host = EDGE_HOST, from }: EdgeInit = {}) {
  return new Promise<Response>((resolve, reject) => {
    const request = http.request(
      url,
      { method, headers: { host, ...headers }, agent: false, ...(from ? { localAddress: from } : {}) },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const answer = new Headers();
          for (const [name, value] of Object.entries(response.headers))
            for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
              answer.append(name, item);
          const status = response.statusCode ?? 0;
          const content = [204, 304].includes(status) || method === "HEAD" ? null : Buffer.concat(chunks);
          resolve(new Response(content, { status, headers: answer }));
        });
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** An origin's settings behind deploy/nginx.conf: it trusts the local edge and answers for the edge's host. */
export const BEHIND_THE_EDGE = {
  TRUST_PROXY: "loopback",
  PUBLIC_ORIGIN: `https://${EDGE_HOST}`,
  // The repository's legal facts are samples: served knowingly at the deployment's public host.
  LEGAL_SAMPLES: "serve",
} as const;

export interface EdgeAndOrigin {
  origin: RunningServer;
  edge: RunningNginx;
  /** Stops nginx and the origin and removes the origin's data directory. */
  stop(): Promise<void>;
}

/** An origin on a fresh copy of the data directory (`start` starts it there), with deploy/nginx.conf in front. */
export async function startEdgeAndOrigin(
  label: string,
  start: (dataDir: string) => Promise<RunningServer>,
): Promise<EdgeAndOrigin> {
  const data = await freshDataDir(label);
  let origin: RunningServer | undefined;
  try {
    origin = await start(data.dir);
    const edge = await startNginx(origin.port);
    const running = origin;
    return {
      origin,
      edge,
      async stop() {
        edge.stop();
        await running.stop();
        data.remove();
      },
    };
  } catch (error) {
    await origin?.stop();
    data.remove();
    throw error;
  }
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startNginx(originPort: number): Promise<RunningNginx> {
  const dir = mkdtempSync(path.join(tmpdir(), "edge-nginx-"));
  // Started as root (CI), nginx's workers run as nobody: they must reach the directory and write cache and temp files.
  chmodSync(dir, 0o755);
  for (const name of ["cache", "client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
    mkdirSync(path.join(dir, name));
    chmodSync(path.join(dir, name), 0o777);
  }
  const port = await freePort();
  const site = readFileSync(path.join(ROOT, "deploy/nginx.conf"), "utf8")
    .replace("/var/cache/nginx/mechaforge", path.join(dir, "cache"))
    .replace("/var/log/nginx/mechaforge.access.log", path.join(dir, "access.log"))
    .replaceAll("unix:/run/mechaforge-edge-hop.sock", `unix:${path.join(dir, "hop.sock")}`)
    // One origin here: the shipped upstream's two (rolling restarts) become this one.
    .replace(/server 127\.0\.0\.1:3000\b[^;]*;/, `server 127.0.0.1:${originPort};`)
    .replace(/^\s*server 127\.0\.0\.1:3001\b[^;]*;\n/m, "")
    .replace("listen 80 default_server;", `listen 127.0.0.1:${port} default_server;`)
    .replace("listen 80;", `listen 127.0.0.1:${port};`);
  if (
    !site.includes(`127.0.0.1:${originPort}`) ||
    !site.includes(`listen 127.0.0.1:${port} default_server`) ||
    !site.includes(path.join(dir, "access.log")) ||
    site.split(path.join(dir, "hop.sock")).length !== 3
  ) {
    throw new Error("deploy/nginx.conf no longer has the listen/upstream lines this test replaces");
  }
  writeFileSync(path.join(dir, "site.conf"), site);
  writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      "worker_processes 1;",
      // As docs/operations.md asks of the host's nginx.conf: a miss holds four connections (client, hop, origin).
      "events { worker_connections 4096; }",
      "http {",
      `  access_log off;`,
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `  ${name}_temp_path ${dir}/${name};`),
      `  include ${dir}/site.conf;`,
      "}",
    ].join("\n"),
  );
  const started = spawnSync("nginx", ["-p", dir, "-c", path.join(dir, "nginx.conf")], { encoding: "utf8" });
  if (started.status !== 0) throw new Error(`nginx did not start: ${started.stderr}`);
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    cacheDir: path.join(dir, "cache"),
    accessLog: () => {
      try {
        return readFileSync(path.join(dir, "access.log"), "utf8");
      } catch {
        return "";
      }
    },
    fetch: (path, init) => edgeFetch(`${url}${path}`, init),
    stop() {
      spawnSync("nginx", ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-s", "stop"]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
