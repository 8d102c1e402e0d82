// Runs deploy/nginx.conf, as shipped, in front of a test server: an unprivileged nginx with its own main config
// (pid, logs and temp paths in a temporary directory) that includes the shipped file with its port, origin and cache
// path replaced.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT } from "./harness";

export interface RunningNginx {
  url: string;
  stop(): void;
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
    .replace("server 127.0.0.1:3000;", `server 127.0.0.1:${originPort};`)
    .replace("listen 80;", `listen 127.0.0.1:${port};`);
  if (!site.includes(`127.0.0.1:${originPort}`) || !site.includes(`listen 127.0.0.1:${port}`)) {
    throw new Error("deploy/nginx.conf no longer has the listen/upstream lines this test replaces");
  }
  writeFileSync(path.join(dir, "site.conf"), site);
  writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      "worker_processes 1;",
      "events { worker_connections 1024; }",
      "http {",
      `  access_log off;`,
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `  ${name}_temp_path ${dir}/${name};`),
      `  include ${dir}/site.conf;`,
      "}",
    ].join("\n"),
  );
  const started = spawnSync("nginx", ["-p", dir, "-c", path.join(dir, "nginx.conf")], { encoding: "utf8" });
  if (started.status !== 0) throw new Error(`nginx did not start: ${started.stderr}`);
  return {
    url: `http://127.0.0.1:${port}`,
    stop() {
      spawnSync("nginx", ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-s", "stop"]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
