// The cluster's start gate: the start's workers listen together, once all of them are ready or gone, or after the
// longest wait; a later worker at once. The whole cluster on PostgreSQL: tests/server/operations.test.ts.
import { EventEmitter } from "node:events";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createListenGate, type GateWorker } from "../../server/cluster-start";

/** A forked worker's message and exit events, and what the primary told it. */
class Worker extends EventEmitter implements GateWorker {
  told: string[] = [];
  connected = true;
  send(message: { type: string }) {
    this.told.push(message.type);
    return true;
  }
  isConnected() {
    return this.connected;
  }
  ready() {
    this.emit("message", { type: "ready to listen" });
  }
  exit() {
    this.connected = false;
    this.emit("exit");
  }
}

describe("the workers' start gate", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("lets the start's workers listen once the last of them is ready, and a later one at once", () => {
    const gate = createListenGate(30_000);
    const [a, b] = [new Worker(), new Worker()];
    gate.watch(a, true);
    gate.watch(b, true);
    a.ready();
    expect(a.told).toEqual([]);
    b.ready();
    expect([a.told, b.told]).toEqual([["listen"], ["listen"]]);
    const replacement = new Worker();
    gate.watch(replacement, false);
    replacement.ready();
    expect(replacement.told).toEqual(["listen"]);
  });

  it("does not wait for a worker that exited before it was ready; tells none that has exited", () => {
    const gate = createListenGate(30_000);
    const [a, b, c] = [new Worker(), new Worker(), new Worker()];
    for (const worker of [a, b, c]) gate.watch(worker, true);
    a.ready();
    b.ready();
    b.exit();
    expect(a.told).toEqual([]);
    c.exit();
    expect([a.told, b.told, c.told]).toEqual([["listen"], [], []]);
  });

  it("lets the ready ones listen after the longest wait, without the one that is not ready", () => {
    const gate = createListenGate(30_000);
    const [a, b] = [new Worker(), new Worker()];
    gate.watch(a, true);
    gate.watch(b, true);
    a.ready();
    vi.advanceTimersByTime(29_999);
    expect(a.told).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(a.told).toEqual(["listen"]);
    b.ready();
    expect(b.told).toEqual(["listen"]);
  });
});
