// A throwaway PostgreSQL server for the benchmark (Debian's postgresql, as in scripts/with-postgres.sh), on its own
// port and directory, that can be stopped and started again on the same data to simulate an outage.
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

function binDir() {
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(a) - Number(b)) : [];
  const bin = versions.length ? path.join(base, versions.at(-1), "bin") : undefined;
  if (!bin || !existsSync(path.join(bin, "initdb")))
    throw new Error("PostgreSQL is not installed (apt-get install -y postgresql)");
  return bin;
}

const isRoot = process.getuid?.() === 0;

function asPostgres(command, args) {
  if (!isRoot) return execFileSync(command, args, { stdio: "pipe" }).toString();
  const quoted = [command, ...args].map((part) => `'${part.replaceAll("'", "'\\''")}'`).join(" ");
  return execFileSync("su", ["postgres", "-s", "/bin/sh", "-c", quoted], { stdio: "pipe" }).toString();
}

/** @param {{ port?: number }} options */
export function createPostgres({ port = 55433 } = {}) {
  const bin = binDir();
  const dir = mkdtempSync(path.join(tmpdir(), "resilience-pg-"));
  if (isRoot)
    chownSync(
      dir,
      Number(execFileSync("id", ["-u", "postgres"]).toString()),
      Number(execFileSync("id", ["-g", "postgres"]).toString()),
    );
  asPostgres(path.join(bin, "initdb"), [
    "-D",
    `${dir}/data`,
    "-U",
    "postgres",
    "--auth=trust",
    "-E",
    "UTF8",
    "--locale=C.UTF-8",
  ]);
  let running = false;
  const ctl = (...args) => asPostgres(path.join(bin, "pg_ctl"), ["-D", `${dir}/data`, ...args]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start() {
      ctl("-l", `${dir}/pg.log`, "-o", `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}`, "-w", "start");
      running = true;
    },
    /** `fast` closes the connections (clients see errors at once); `immediate` is a crash-like stop. */
    stop(mode = "fast") {
      if (!running) return;
      ctl("-m", mode, "-w", "stop");
      running = false;
    },
    /** The postmaster and its backends: the processes of this server only. */
    processIds() {
      const postmaster = readFileSync(`${dir}/data/postmaster.pid`, "utf8").split("\n")[0].trim();
      let children = [];
      try {
        children = execFileSync("pgrep", ["-P", postmaster]).toString().trim().split("\n").filter(Boolean);
      } catch {
        // no children
      }
      return [postmaster, ...children].map(Number);
    },
    destroy() {
      try {
        this.stop("immediate");
      } catch {
        // already gone
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
