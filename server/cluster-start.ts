// The workers of a cluster open the port together at start (server/index.ts forks them, server/http-server.ts waits
// here before it listens). Under node:cluster the port's connections go only to the workers that listen: the first one
// ready took every request while its siblings were still loading, and the work it did slowed them further. Measured on
// a fresh PostgreSQL with two workers: while the first answered 16 sign-ups, the second loaded its content in 1.5 to
// 2.3 s instead of 0.6 s and listened 3 to 5 s after the first. So a worker says when it is ready and listens when the
// primary answers: once every worker of the start is ready (or has exited), or after LISTEN_TOGETHER_MAX_MS. A worker
// forked later (a replacement) listens at once.
import cluster from "node:cluster";
import { log } from "~/request/log.server";

const READY = "ready to listen";
const LISTEN = "listen";

/** The longest the start's workers wait for a sibling that is not ready (one that hangs must not keep the port shut). */
export const LISTEN_TOGETHER_MAX_MS = 30_000;

/** What the gate needs of a forked worker (node:cluster's Worker). */
export interface GateWorker {
  on(event: "message", listener: (message: unknown) => void): unknown;
  once(event: "exit", listener: () => void): unknown;
  send(message: { type: string }, sendHandle?: undefined, callback?: (error: Error | null) => void): boolean;
  isConnected(): boolean;
}

export interface ListenGate {
  /** A worker just forked: one of the start's (`first`), or a later one (a replacement). */
  watch(worker: GateWorker, first: boolean): void;
}

/** In the primary: holds the start's workers until all of them are ready to listen. */
export function createListenGate(maxWaitMs = LISTEN_TOGETHER_MAX_MS): ListenGate {
  /** The start's workers not ready yet, and the ready ones waiting for the others. */
  const starting = new Set<GateWorker>();
  const waiting: GateWorker[] = [];
  let open = false;
  // A worker that has exited meanwhile is not told (a closed channel would be an error here).
  const tell = (worker: GateWorker) => {
    if (worker.isConnected()) worker.send({ type: LISTEN }, undefined, () => undefined);
  };
  const openGate = () => {
    if (open) return;
    open = true;
    clearTimeout(timer);
    if (starting.size > 0)
      log.warn({ notReady: starting.size, waitedMs: maxWaitMs }, "workers not ready in time; the others listen");
    for (const worker of waiting.splice(0)) tell(worker);
  };
  const timer = setTimeout(openGate, maxWaitMs);
  timer.unref();
  return {
    watch(worker, first) {
      if (first && !open) starting.add(worker);
      worker.on("message", (message) => {
        if ((message as { type?: unknown } | null)?.type !== READY) return;
        if (open) return tell(worker);
        starting.delete(worker);
        waiting.push(worker);
        if (starting.size === 0) openGate();
      });
      worker.once("exit", () => {
        if (!starting.delete(worker) || open) return;
        if (starting.size === 0) openGate();
      });
    },
  };
}

/** In a worker: resolves when the primary lets it listen; at once in a process of its own (no cluster). */
export function turnToListen(): Promise<void> {
  const send = process.send?.bind(process);
  if (!cluster.isWorker || !send) return Promise.resolve();
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if ((message as { type?: unknown } | null)?.type !== LISTEN) return;
      process.off("message", onMessage);
      resolve();
    };
    process.on("message", onMessage);
    send({ type: READY });
  });
}
