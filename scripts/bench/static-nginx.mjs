// The reference for a cached page: nginx serving one HTML file with gzip_static (its .gz beside it), unprivileged, from
// a temporary prefix. Shared by the throughput benchmark and the resilience flood.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

const TEMP_PATHS = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"];

/**
 * nginx on 127.0.0.1:`port` answering with `html`: at `only` and 404 elsewhere when given, else at every path.
 * @param {number} port
 * @param {string} html
 * @param {{ only?: string }} [options]
 */
export function startStaticNginx(port, html, { only } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-nginx-static-"));
  chmodSync(dir, 0o755);
  mkdirSync(path.join(dir, "www"));
  chmodSync(path.join(dir, "www"), 0o755);
  writeFileSync(path.join(dir, "www/page.html"), html);
  writeFileSync(path.join(dir, "www/page.html.gz"), gzipSync(html, { level: 9 }));
  for (const name of TEMP_PATHS) {
    mkdirSync(path.join(dir, name));
    chmodSync(path.join(dir, name), 0o777);
  }
  const locations = only
    ? `location = ${only} { try_files /page.html =404; } location / { return 404; }`
    : "location / { try_files /page.html =404; }";
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(
    conf,
    `pid ${dir}/nginx.pid; error_log ${dir}/error.log warn; worker_processes 1;
events { worker_connections 1024; }
http {
  access_log off; ${TEMP_PATHS.map((name) => `${name}_temp_path ${dir}/${name};`).join(" ")}
  server { listen 127.0.0.1:${port}; root ${dir}/www; gzip_static on; default_type "text/html; charset=utf-8";
    ${locations} }
}
`,
  );
  const started = spawnSync("nginx", ["-p", dir, "-c", conf], { encoding: "utf8" });
  if (started.status !== 0) throw new Error(`nginx: ${started.stderr}`);
  return {
    origin: `http://127.0.0.1:${port}`,
    stop() {
      spawnSync("nginx", ["-p", dir, "-c", conf, "-s", "stop"]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * nginx on 127.0.0.1:`port` serving the files of `dir` (a page at `<path>/index.html`), gzip on and gzip_static for
 * the `.gz` files written beside them, types from Debian's mime.types. `dir` is the caller's (left in place on stop).
 * @param {number} port
 * @param {string} dir
 */
export function startStaticSite(port, dir) {
  const prefix = mkdtempSync(path.join(tmpdir(), "bench-nginx-site-"));
  chmodSync(prefix, 0o755);
  for (const name of TEMP_PATHS) {
    mkdirSync(path.join(prefix, name));
    chmodSync(path.join(prefix, name), 0o777);
  }
  const conf = path.join(prefix, "nginx.conf");
  writeFileSync(
    conf,
    `pid ${prefix}/nginx.pid; error_log ${prefix}/error.log warn; worker_processes 1;
events { worker_connections 1024; }
http {
  access_log off; ${TEMP_PATHS.map((name) => `${name}_temp_path ${prefix}/${name};`).join(" ")}
  include /etc/nginx/mime.types; default_type application/octet-stream; charset utf-8;
  charset_types text/html text/css image/svg+xml application/javascript application/json;
  gzip on; gzip_static on; gzip_comp_level 6;
  gzip_types text/css image/svg+xml application/javascript application/json application/xml text/plain;
  server { listen 127.0.0.1:${port}; root ${dir};
    location / { try_files $uri $uri/index.html =404; } }
}
`,
  );
  const started = spawnSync("nginx", ["-p", prefix, "-c", conf], { encoding: "utf8" });
  if (started.status !== 0) throw new Error(`nginx: ${started.stderr}`);
  return {
    origin: `http://127.0.0.1:${port}`,
    stop() {
      spawnSync("nginx", ["-p", prefix, "-c", conf, "-s", "stop"]);
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
