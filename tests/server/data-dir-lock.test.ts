import { execFile } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, freshDataDir, refusedStart, spawnServer, startServer, type RunningServer } from "./harness";

const run = promisify(execFile);

/** The documented command, as an operator types it (npm run -s subscribers:export -- --scope us). */
async function exportSubscribers(dataDir: string, scope = "us"): Promise<{ stdout: string; stderr: string }> {
  return run(
    "node_modules/.bin/vite-node",
    ["--config", "vitest.config.ts", "scripts/export-subscribers.ts", "--", "--scope", scope],
    {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", DATABASE_URL_US: "" },
    },
  );
}

async function subscribe(server: RunningServer, email: string): Promise<number> {
  const response = await fetch(`${server.url}/api/us/account/user/subscribe/create`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, region: "us", source: "/us" }),
  });
  return ((await response.json()) as { code: number }).code;
}

/**
 * A subscription the export lists: signed up, then confirmed through the link mailed to the maildir under the data
 * directory (only confirmed sign-ups are exported).
 */
async function confirmedSubscription(server: RunningServer, dataDir: string, email: string): Promise<number> {
  const code = await subscribe(server, email);
  const maildir = path.join(dataDir, "mail", "new");
  const deadline = Date.now() + 15_000;
  for (;;) {
    for (const name of existsSync(maildir) ? readdirSync(maildir) : []) {
      const raw = readFileSync(path.join(maildir, name), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      const token = raw.includes(`To: ${email}`) ? /newsletter\/confirm\?token=([\w-]+)/.exec(raw)?.[1] : undefined;
      if (!token) continue;
      const confirmed = await fetch(`${server.url}/us/newsletter/confirm`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: `token=${token}`,
      });
      expect(await confirmed.text()).toContain("Your subscription is confirmed.");
      return code;
    }
    if (Date.now() > deadline) throw new Error(`no confirmation mail for ${email} in ${maildir}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("one writer per data directory", { timeout: 120_000 }, () => {
  let data: Awaited<ReturnType<typeof freshDataDir>>;
  let server: RunningServer;
  beforeAll(async () => {
    data = await freshDataDir("lock");
    server = await startServer({ DATA_DIR: data.dir });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    data?.remove();
  });

  it("writes a lock file with the server's pid, readable by the directory's owner only", () => {
    const lock = JSON.parse(readFileSync(path.join(data.dir, ".lock"), "utf8"));
    expect(lock).toMatchObject({ pid: server.pid, purpose: "server", url: server.url });
    expect(readFileSync(`/proc/${server.pid}/cmdline`, "utf8")).toContain("build/server/start.js");
  });

  it("a second server on the same DATA_DIR exits non-zero within 2 s, naming the directory and the holder's pid", async () => {
    const started = performance.now();
    const second = spawnServer({ DATA_DIR: data.dir });
    second.ready.catch(() => undefined);
    const exit = await new Promise<number | null>((resolve) => second.process.once("exit", resolve));
    const elapsed = performance.now() - started;
    const message = await second.ready.then(
      () => "",
      (error: Error) => error.message,
    );
    expect(exit).toBe(1);
    expect(elapsed).toBeLessThan(2_000);
    expect(message).toContain(`The data directory ${data.dir} is in use by process ${server.pid}`);
    // The first server still answers and still writes.
    expect(await subscribe(server, "still-alive@example.com")).toBe(2000);
  });

  // One export through the running server, one that opens the directory itself, each a vite-node process; the second
  // reads every write made before it: through the first export, a stop and a start, and a kill -9.
  it("keeps every write through an export during a live server and an orderly stop", async () => {
    expect(await confirmedSubscription(server, data.dir, "before-export@example.com")).toBe(2000);
    const during = await exportSubscribers(data.dir);
    expect(during.stdout).toContain("before-export@example.com");
    expect(during.stderr).toContain(`from the running server at ${server.url}`);

    expect(await confirmedSubscription(server, data.dir, "after-export@example.com")).toBe(2000);
    expect((await server.stop()).code).toBe(0);
  });

  // The start after that stop.
  it("takes over a lock naming a dead process on another host at start; a second live server is still refused", async () => {
    // What a container that crashed leaves for its replacement: another host name, a pid nobody here has.
    writeFileSync(
      path.join(data.dir, ".lock"),
      JSON.stringify({
        pid: 4_000_000,
        hostname: "crashed-container-1f3a",
        purpose: "server",
        startedAt: "2026-11-01T00:00:00.000Z",
      }),
      { mode: 0o600 },
    );
    server = await startServer({ DATA_DIR: data.dir });
    expect(JSON.parse(readFileSync(path.join(data.dir, ".lock"), "utf8"))).toMatchObject({ pid: server.pid });
    expect(await subscribe(server, "after-takeover@example.com")).toBe(2000);

    const { message, exitCode } = await refusedStart({ DATA_DIR: data.dir });
    expect(exitCode).toBe(1);
    expect(message).toContain(`The data directory ${data.dir} is in use by process ${server.pid}`);
  });

  it("keeps every write through the stop, the start and a kill -9; the export then opens the directory itself", async () => {
    expect(await confirmedSubscription(server, data.dir, "before-kill@example.com")).toBe(2000);
    server.child.kill("SIGKILL");
    await server.exited;
    // The killed server's lock is still there; its pid is gone, so the export takes it over.
    const offline = await exportSubscribers(data.dir);
    for (const email of ["before-export", "after-export", "before-kill"])
      expect(offline.stdout).toContain(`${email}@example.com`);
    expect(offline.stderr).not.toContain("running server");
  });
});

// Refused at the lock, before any database opens: an empty directory shows it as well as a migrated one.
function emptyDataDir(label: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), `mechaforge-${label}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

describe("private data files", { timeout: 120_000 }, () => {
  // A fresh data directory's own files: tests/server/operations.test.ts ("a fresh embedded data directory").
  it("refuses to start on a data directory other users can enter, with a one-line message", async () => {
    const data = emptyDataDir("exposed");
    try {
      chmodSync(data.dir, 0o755);
      const { message, exitCode } = await refusedStart({ DATA_DIR: data.dir });
      expect(exitCode).toBe(1);
      const printed = message.split("\n").filter((line) => line.includes(data.dir));
      expect(printed).toEqual([
        `The data directory ${data.dir} is open to other users (mode 755): run \`chmod -R go-rwx ${data.dir}\`, then start again.`,
      ]);
    } finally {
      data.remove();
    }
  });
});

describe("a lock path that is no file", { timeout: 120_000 }, () => {
  it("refuses a lock path that is a directory with one line, without a stack trace", async () => {
    const data = emptyDataDir("lock-dir");
    try {
      mkdirSync(path.join(data.dir, ".lock"));
      const { message, exitCode } = await refusedStart({ DATA_DIR: data.dir });
      expect(exitCode).toBe(1);
      expect(message).toContain(`The lock file ${path.join(data.dir, ".lock")} is not a regular file`);
      expect(message).not.toMatch(/\n\s+at /);
    } finally {
      data.remove();
    }
  });
});
