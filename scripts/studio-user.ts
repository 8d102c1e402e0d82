// npm run studio:user -- --email a@b.c --role editor|publisher   → a staff account and its one-time sign-in link.
// npm run studio:user -- --email a@b.c --new-link                → a new link for an existing account (lost, expired).
// The link is good once, for 24 hours: its owner sets a password there and is signed in. Uses the server's
// database settings (DATA_DIR, DATABASE_URL, DATABASE_URL_STUDIO); links point at PUBLIC_ORIGIN (else the running
// server, else http://localhost:$PORT). With the embedded database and a server running on it, the server does it
// (its admin endpoint, address and token from the data directory's lock file), as subscribers:export does.
import { parseArgs } from "node:util";
import { embeddedDataDir } from "../database/client.server";
import { DataDirLockedError, acquireDataDirLock } from "../database/data-dir-lock.server";
import { STAFF_ROLES, type StaffRole } from "../database/studio-schema";
import { createStudioDatabase, studioConnectionFromEnv } from "../database/studio.server";
import { databaseOperator } from "../studio/audit.server";
import { ADMIN_STUDIO_USERS_PATH } from "../studio/staff-admin.server";
import { createStaff, newSignInLink } from "../studio/staff.server";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: { email: { type: "string" }, role: { type: "string" }, "new-link": { type: "boolean" } },
  strict: true,
});
const email = values.email?.trim().toLowerCase() ?? "";
const role = values.role as StaffRole | undefined;
const newLink = values["new-link"] === true;
if (!/^[^@\s]+@[^@\s]+$/.test(email) || (!newLink && !STAFF_ROLES.includes(role as StaffRole))) {
  console.error(
    `usage: npm run studio:user -- --email <address> --role <${STAFF_ROLES.join("|")}>\n` +
      "       npm run studio:user -- --email <address> --new-link",
  );
  process.exit(2);
}

const signInLink = (origin: string, token: string) =>
  `${origin.replace(/\/$/, "")}/studio/sign-in?link=${encodeURIComponent(token)}`;
const originOf = (serverUrl?: string) =>
  process.env.PUBLIC_ORIGIN || serverUrl || `http://localhost:${process.env.PORT || 3000}`;

/** In this process: PostgreSQL, or an embedded directory this process has locked. */
async function direct(): Promise<string> {
  const store = createStudioDatabase(studioConnectionFromEnv(process.env), { poolMax: 1 });
  try {
    const db = await store.get();
    // Credited to "operator" with this tool's database access (docs/decisions/349-audit-hash-chain.md).
    const operator = await databaseOperator(db, "studio:user");
    if (newLink) {
      const token = await newSignInLink(db, email, new Date(), operator);
      if (!token) throw new Error(`no staff account for ${email}`);
      return token;
    }
    return (await createStaff(db, { email, role: role! }, new Date(), operator)).token;
  } finally {
    await store.close();
  }
}

/** Through the server that holds the data directory. */
async function throughServer(url: string, adminToken: string): Promise<string> {
  const response = await fetch(`${url}${ADMIN_STUDIO_USERS_PATH}${newLink ? "/link" : ""}`, {
    method: "POST",
    headers: { authorization: `Bearer ${adminToken}`, "content-type": "application/json" },
    body: JSON.stringify(newLink ? { email } : { email, role }),
  });
  const body = (await response.json().catch(() => ({}))) as { token?: string; error?: string };
  if (!response.ok || !body.token)
    throw new Error(body.error ?? `the running server at ${url} answered HTTP ${response.status}`);
  return body.token;
}

try {
  const connection = studioConnectionFromEnv(process.env);
  const dataDir = embeddedDataDir(process.env);
  let token: string;
  let origin = originOf();
  if (connection.kind === "postgres" || !dataDir) {
    token = await direct();
  } else {
    let lock;
    try {
      lock = acquireDataDirLock(dataDir, "studio:user");
    } catch (error) {
      const owner = error instanceof DataDirLockedError ? error.owner : null;
      if (!owner?.url || !owner.adminToken) throw error;
      origin = originOf(owner.url);
      token = await throughServer(owner.url, owner.adminToken);
    }
    if (lock) {
      try {
        token = await direct();
      } finally {
        lock.release();
      }
    }
  }
  console.log(newLink ? `New sign-in link for ${email}:` : `Staff account ${email} (${role}) created. Sign-in link:`);
  console.log(signInLink(origin, token!));
  console.log("It works once, within 24 hours: its owner sets a password there.");
} catch (error) {
  console.error(`studio:user failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
