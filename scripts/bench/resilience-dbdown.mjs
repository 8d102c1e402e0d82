// Database unreachable: pages keep rendering, the API answers the localized server-error envelope quickly, and the
// server recovers by itself when PostgreSQL comes back (an already-open pool, and a pool that never opened).
import net from "node:net";
import { createPostgres } from "./resilience-postgres.mjs";
import { startServer, warmScopes } from "./resilience-server.mjs";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const PAGES = ["/", "/us", "/fr/flagship-optimus-prime", "/us/faq"];
// The French message of code 5000 (`site.api.default` in app/content/words/fr.json): proves the envelope is localized.
const FR_SERVER_ERROR = "Erreur du serveur, veuillez réessayer plus tard.";

async function subscribeOnce(url, tag) {
  const started = performance.now();
  try {
    const response = await fetch(`${url}/api/eu/account/user/subscribe/create`, {
      method: "POST",
      headers: { "content-type": "application/json", region: "fr" },
      body: JSON.stringify({
        email: `down.${tag}.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`,
        region: "fr",
      }),
      signal: AbortSignal.timeout(30_000),
    });
    const body = await response.json().catch(() => undefined);
    return { status: response.status, code: body?.code, msg: body?.msg, ms: performance.now() - started };
  } catch (error) {
    return { status: 0, error: String(error), ms: performance.now() - started };
  }
}

async function pageStatuses(url) {
  const statuses = {};
  for (const page of PAGES) {
    const started = performance.now();
    const response = await fetch(url + page, { redirect: "manual" });
    await response.arrayBuffer();
    statuses[page] = { status: response.status, ms: Math.round(performance.now() - started) };
  }
  return statuses;
}

/** Polls the API until it answers success; the time from `since` to that answer. */
async function timeToRecover(url, since, limitMs = 60_000) {
  let attempts = 0;
  for (;;) {
    attempts++;
    const answer = await subscribeOnce(url, "recover");
    if (answer.code === 2000) return { ms: Math.round(performance.now() - since), attempts };
    if (performance.now() - since > limitMs) return { ms: null, attempts, last: answer };
    await sleep(100);
  }
}

const isServerErrorEnvelope = (answer) =>
  answer.status === 503 && answer.code === 5000 && answer.msg === FR_SERVER_ERROR;

/** A TCP server that accepts connections and never answers: a database behind a black hole. */
function silentServer() {
  const sockets = new Set();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        port: server.address().port,
        close: () => {
          for (const socket of sockets) socket.destroy();
          return new Promise((done) => server.close(done));
        },
      }),
    ),
  );
}

/** @param {{ port: number, pgPort?: number }} options */
export async function databaseOutage({ port, pgPort = 55433 }) {
  const pg = createPostgres({ port: pgPort });
  const result = {};
  try {
    // 1. Open pool, database stops, comes back.
    pg.start();
    let server = await startServer({ port, env: { DATABASE_URL: pg.url } });
    try {
      await warmScopes(server.url);
      result.beforeOutage = await subscribeOnce(server.url, "before");
      pg.stop("fast");
      const during = [];
      for (let i = 0; i < 5; i++) during.push(await subscribeOnce(server.url, "during"));
      result.openPool = {
        pagesDuringOutage: await pageStatuses(server.url),
        apiDuringOutage: during.map(({ status, code, ms }) => ({ status, code, ms: Math.round(ms) })),
        apiEnvelopeOk: during.every(isServerErrorEnvelope),
      };
      const restarted = performance.now();
      pg.start();
      result.openPool.pgStartMs = Math.round(performance.now() - restarted);
      result.openPool.recovery = await timeToRecover(server.url, restarted);
      result.openPool.serverAlive = !server.exit;
    } finally {
      await server.stop();
    }

    // 2. Server starts while the database is down (the pool never opened), database comes up later.
    pg.stop("fast");
    server = await startServer({ port, env: { DATABASE_URL: pg.url } });
    try {
      const during = [];
      for (let i = 0; i < 3; i++) during.push(await subscribeOnce(server.url, "cold"));
      result.neverOpened = {
        pagesDuringOutage: await pageStatuses(server.url),
        apiDuringOutage: during.map(({ status, code, ms }) => ({ status, code, ms: Math.round(ms) })),
        apiEnvelopeOk: during.every(isServerErrorEnvelope),
      };
      const restarted = performance.now();
      pg.start();
      result.neverOpened.recovery = await timeToRecover(server.url, restarted);
      result.neverOpened.serverAlive = !server.exit;
    } finally {
      await server.stop();
    }

    // 3. A database that accepts connections and never answers: the connection timeout bounds the wait.
    const hole = await silentServer();
    server = await startServer({ port, env: { DATABASE_URL: `postgres://postgres@127.0.0.1:${hole.port}/postgres` } });
    try {
      const answer = await subscribeOnce(server.url, "hole");
      result.blackHole = {
        api: { status: answer.status, code: answer.code, ms: Math.round(answer.ms) },
        apiEnvelopeOk: isServerErrorEnvelope(answer),
        pages: await pageStatuses(server.url),
      };
    } finally {
      await server.stop();
      await hole.close();
    }

    // 4. The database freezes (SIGSTOP: a network partition under an open pool), then thaws.
    result.frozen = await frozenDatabase({ port, pg });
  } finally {
    pg.destroy();
  }
  return result;
}

async function frozenDatabase({ port, pg }) {
  const server = await startServer({ port, env: { DATABASE_URL: pg.url } });
  try {
    await warmScopes(server.url);
    const all = pg.processIds();
    for (const pid of all) process.kill(pid, "SIGSTOP");
    const answer = await subscribeOnce(server.url, "frozen");
    const pages = await pageStatuses(server.url);
    for (const pid of all) process.kill(pid, "SIGCONT");
    const thawed = performance.now();
    const recovery = await timeToRecover(server.url, thawed);
    return {
      api: { status: answer.status, code: answer.code, ms: Math.round(answer.ms), error: answer.error },
      apiEnvelopeOk: isServerErrorEnvelope(answer),
      pages,
      recovery,
      serverAlive: !server.exit,
    };
  } finally {
    await server.stop();
  }
}
