// Starts the production server (node build/server/start.js, the built server) as a child process for the resilience
// benchmark, waits until it answers, and stops it gently or with SIGKILL.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { withProductionEnv } from "../production-env";

export const ROOT = path.resolve(import.meta.dirname, "../..");
/** Staff tokens of 32 bytes of entropy, as production requires (fixed, so runs are alike). */
export const PREVIEW_TOKEN = createHash("sha256").update("resilience-bench-preview").digest("hex");
export const ADMIN_TOKEN = createHash("sha256").update("resilience-bench-admin").digest("hex");

/** Builds the app when build/ is missing (the benchmark measures the production build). */
export function ensureBuild() {
  if (existsSync(path.join(ROOT, "build/server/index.js"))) return;
  console.log("[resilience] build/ missing: running npm run build");
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) throw new Error("build failed");
}

export function tempDir(label) {
  return mkdtempSync(path.join(tmpdir(), `resilience-${label}-`));
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {{ port: number, dataDir?: string, env?: Record<string, string> }} options
 * `env` adds to (and overrides) the production environment, e.g. DATABASE_URL or rate limits. A start may create
 * embedded databases, which takes minutes on a loaded machine: it is given 10 (a server that fails exits at once).
 */
export async function startServer({ port, dataDir, env = {} }) {
  const child = spawn(process.execPath, ["build/server/start.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...withProductionEnv({
        PORT: String(port),
        HOST: "127.0.0.1",
        // Benches share the machine: no fixed metrics port, no drain on stop unless a bench sets one.
        METRICS_PORT: "0",
        SHUTDOWN_DRAIN_MS: "0",
        PREVIEW_TOKEN,
        // The bench is one client address: its verification mails must not hit the per-client mail limit.
        MAIL_PER_CLIENT_PER_HOUR: "100000",
        ADMIN_TOKEN,
        ...(dataDir ? { DATA_DIR: dataDir } : {}),
        ...env,
      }),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log = [];
  const keep = (chunk) => {
    log.push(chunk.toString());
    if (log.length > 2000) log.splice(0, 1000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  let exit;
  exited.then((value) => (exit = value));

  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (exit) throw new Error(`server exited during start (${JSON.stringify(exit)}):\n${log.join("")}`);
    try {
      const response = await fetch(`${url}/ssr/timestamp`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 600_000) throw new Error(`server did not start in 10 minutes:\n${log.join("")}`);
    await sleep(100);
  }

  return {
    url,
    child,
    log,
    /** The exit the process had (undefined while it runs): a crash shows up here. */
    get exit() {
      return exit;
    },
    async stop() {
      if (exit) return exit;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
    async kill9() {
      if (exit) return exit;
      child.kill("SIGKILL");
      return exited;
    },
  };
}

/** Opens each scope's database once (PGlite's first open runs initdb, seconds), so timings measure requests. */
export async function warmScopes(url, scopes = ["cn", "us", "eu"]) {
  for (const scope of scopes) {
    const response = await fetch(`${url}/__admin/subscriptions/${scope}?email=warm@example.com`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    await response.text();
    if (!response.ok) throw new Error(`warming scope ${scope} answered ${response.status}`);
  }
}

/** The production rate limits lifted, for parts that must reach validation and the database on every request. */
export const NO_RATE_LIMITS = {
  RATE_LIMIT_AUTH_PER_MINUTE: "100000000",
  RATE_LIMIT_FORMS_PER_MINUTE: "100000000",
  RATE_LIMIT_GENERAL_PER_MINUTE: "100000000",
  RATE_LIMIT_RENDERS_PER_MINUTE: "100000000",
};

/**
 * A PGlite data directory with all three scopes created and migrated (first open runs initdb: ~20 s a scope here),
 * made once per benchmark run; each part starts from a copy.
 */
export async function pgliteTemplate(port) {
  const dir = tempDir("template");
  const server = await startServer({ port, dataDir: dir });
  try {
    await warmScopes(server.url);
  } finally {
    await server.stop();
  }
  return dir;
}

export function copyDataDir(template, label) {
  const dir = tempDir(label);
  cpSync(template, dir, { recursive: true });
  return dir;
}

/**
 * A verified account, signed in (a new account signs in only after its emailed link). The server runs without
 * SMTP_URL, so the link is read from the maildir under its data directory.
 * @param {{ url: string, dataDir: string, scope: string, region: string, email: string, password: string }} options
 */
export async function verifiedAccount({ url, dataDir, scope, region, email, password }) {
  const { readFile, readdir } = await import("node:fs/promises");
  const call = (endpoint, body) =>
    fetch(`${url}/api/${scope}/account/user/${endpoint}`, {
      method: "POST",
      headers: { "content-type": "application/json", region },
      body: JSON.stringify(body),
    }).then((response) => response.json());
  const first = await call("register_or_login", {
    email,
    password,
    consents: ["age", "terms", "privacy", "termsAndPrivacy"],
  });
  if (first.code === 2000 && first.data.apptoken) return first.data;
  const maildir = path.join(dataDir, "mail", "new");
  const started = Date.now();
  const tried = new Set(); // each link once: verification calls spend from the strict rate-limit budget
  for (;;) {
    for (const name of await readdir(maildir).catch(() => [])) {
      // Quoted-printable: soft line breaks and =XX escapes.
      const raw = (await readFile(path.join(maildir, name), "utf8"))
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_m, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
      if (!raw.toLowerCase().includes(`to: ${email.toLowerCase()}`)) continue;
      // The same address may have accounts in several scopes: the link that verifies in this one is the one.
      for (const [, token] of raw.matchAll(/account\/verify\?token=([\w-]+)/g)) {
        if (tried.has(token)) continue;
        tried.add(token);
        if ((await call("verify", { token })).code !== 2000) continue;
        const signedIn = await call("sign_in", { email, password });
        if (signedIn.code !== 2000) throw new Error(`could not sign in ${email}: ${JSON.stringify(signedIn)}`);
        return signedIn.data;
      }
    }
    if (Date.now() - started > 20_000) throw new Error(`no verification mail for ${email} in ${maildir}`);
    await sleep(100);
  }
}
