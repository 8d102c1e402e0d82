// The tests' own fetch closes a connection it is not using after CLIENT_IDLE_MS, where Node's default keeps it 4 s.
// A server's orderly stop (SIGTERM, server/http-server.ts) waits for its clients to close their idle keep-alive
// connections, as it must in production: with the default, nearly every stop after a test's last fetch waited ~3-4 s
// for the test process's own idle sockets (3.1 s against 0.4 s measured, a server stopped after one page). Shorter than
// the server's keep-alive timeout (Node's 5 s), so the client still always closes first and never reuses a connection
// the server is closing. Tests that study keep-alive itself use agents of their own (node:http).
export const CLIENT_IDLE_MS = 250;

// fetch's dispatcher, as undici keeps it on globalThis (the key of its `setGlobalDispatcher`); Node loads its undici,
// which sets it, at the first fetch (a data: URL, no connection). Node has no public setter without the undici
// package: the same class, made with other options, takes its place.
const GLOBAL_DISPATCHER = Symbol.for("undici.globalDispatcher.1");
await (await fetch("data:,")).arrayBuffer();
const current = (globalThis as Record<symbol, unknown>)[GLOBAL_DISPATCHER] as
  { constructor: new (options: { keepAliveTimeout: number; keepAliveMaxTimeout: number }) => unknown } | undefined;
if (current)
  (globalThis as Record<symbol, unknown>)[GLOBAL_DISPATCHER] = new current.constructor({
    keepAliveTimeout: CLIENT_IDLE_MS,
    keepAliveMaxTimeout: CLIENT_IDLE_MS,
  });
