import { execFile } from "node:child_process";
import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { ADMIN_TOKEN, ROOT, freshDataDir, startServer, type RunningServer } from "./harness";

// Backup and restore of the embedded database (README "Backups"): a copy taken from the running server
// through its admin endpoint, restored with the documented command into another data directory, serves what was
// written before the copy, and nothing written after it.

const servers: RunningServer[] = [];
const cleanups: (() => void)[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  for (const cleanup of cleanups) cleanup();
});

async function subscribe(server: RunningServer, email: string): Promise<void> {
  const response = await fetch(`${server.url}/api/us/account/user/subscribe/create`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, region: "us", source: "/us" }),
  });
  expect(((await response.json()) as { code: number }).code).toBe(2000);
  // The call stores a mail request; the mail worker stores the subscription from it a moment later.
  await expect.poll(() => subscribed(server, email), { timeout: 20_000 }).toBe(true);
}

async function subscribed(server: RunningServer, email: string): Promise<boolean> {
  const response = await fetch(`${server.url}/__admin/subscriptions/us?email=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { subscriptions: unknown[] }).subscriptions.length > 0;
}

describe("backup and restore of the embedded database", { timeout: 120_000 }, () => {
  it("restores a copy taken from the running server, with what was written before it", async () => {
    const source = await freshDataDir("backup-source");
    cleanups.push(source.remove);
    const running = await startServer({ DATA_DIR: source.dir });
    servers.push(running);
    await subscribe(running, "before-backup@example.com");

    expect((await fetch(`${running.url}/__admin/backup/us`)).status).toBe(404); // no token
    const backup = await fetch(`${running.url}/__admin/backup/us`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(backup.status).toBe(200);
    expect(backup.headers.get("content-type")).toBe("application/gzip");
    expect(backup.headers.get("cache-control")).toBe("no-store");
    const file = path.join(source.dir, "..", `${path.basename(source.dir)}-us.tar.gz`);
    writeFileSync(file, Buffer.from(await backup.arrayBuffer()));
    cleanups.push(() => rmSync(file, { force: true }));
    await subscribe(running, "after-backup@example.com");
    await running.stop();

    // Another data directory (its us scope replaced by the copy), as after losing the first one.
    const target = await freshDataDir("backup-target");
    cleanups.push(target.remove);
    await promisify(execFile)("npm", ["run", "-s", "db:restore", "--", "--scope", "us", "--from", file], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: target.dir },
    });
    expect(readdirSync(target.dir).some((name) => name.startsWith("us.before-restore-"))).toBe(true);
    expect(statSync(path.join(target.dir, "us")).mode & 0o077).toBe(0);
    expect(existsSync(path.join(target.dir, "us", "PG_VERSION"))).toBe(true);

    const restored = await startServer({ DATA_DIR: target.dir });
    servers.push(restored);
    expect(await subscribed(restored, "before-backup@example.com")).toBe(true);
    expect(await subscribed(restored, "after-backup@example.com")).toBe(false);
  });
});
