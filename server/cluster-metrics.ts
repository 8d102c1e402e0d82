// A cluster's metrics on METRICS_PORT (server/index.ts): the primary asks each worker for its figures over the cluster's
// channel and answers their sum. prom-client's own AggregatorRegistry.clusterMetrics() is not used: its workers answer
// only once an AggregatorRegistry has been made in them (measured: without one, every scrape failed after its 5 s
// timeout), one slow worker fails the whole scrape, and a dead worker's counters leave the sum. Here:
// - a worker that has not answered within ANSWER_WAIT_MS is counted with its last answer (its counters can only have
//   grown since), so a scrape answers within a second however busy the workers are;
// - when a worker exits, the counters and histograms of its last answer are kept in the primary and added to every
//   later sum, so no counter goes down when a worker dies and a new one starts from zero (what the dead worker counted
//   after its last answer is lost: at most one scrape's worth);
// - gauges are combined by their own aggregator (sum by default; min for readiness, max for figures every worker reads
//   from the same database) over the live workers only.
// Decision record: docs/decisions/071-several-processes.md.
import client from "prom-client";

/** How long a scrape waits for the workers' answers before it uses their last ones. */
export const ANSWER_WAIT_MS = 500;

const ASK = "metrics: ask";
const ANSWER = "metrics: answer";

/** One metric as prom-client's getMetricsAsJSON() gives it. */
export interface MetricJson {
  name: string;
  help: string;
  type: string;
  aggregator?: string;
  values: { value: number; labels: Record<string, string | number>; metricName?: string }[];
}

/** What the primary needs of a forked worker (node:cluster's Worker). */
export interface MetricsWorker {
  readonly id: number;
  on(event: "message", listener: (message: unknown) => void): unknown;
  send(
    message: { type: string; id: number },
    sendHandle?: undefined,
    callback?: (error: Error | null) => void,
  ): boolean;
  isConnected(): boolean;
}

/** In a worker: answers the primary's requests with this process's metrics (prom-client's global registry). */
export function answerMetricsRequests(registry: client.Registry = client.register): void {
  process.on("message", (message: unknown) => {
    const ask = message as { type?: unknown; id?: unknown } | null;
    if (ask?.type !== ASK || typeof ask.id !== "number") return;
    registry.getMetricsAsJSON().then(
      (metrics) => process.send?.({ type: ANSWER, id: ask.id, metrics }, undefined, {}, () => undefined),
      () => process.send?.({ type: ANSWER, id: ask.id, metrics: null }, undefined, {}, () => undefined),
    );
  });
}

/** Counters and histograms are totals since the process started: a dead worker's stay in the sum. */
function isTotal(metric: MetricJson): boolean {
  return (metric.type === "counter" || metric.type === "histogram") && (metric.aggregator ?? "sum") === "sum";
}

const sampleKey = (value: MetricJson["values"][number]) =>
  `${value.metricName ?? ""} ${JSON.stringify(Object.entries(value.labels).sort(([a], [b]) => a.localeCompare(b)))}`;

/** `retired` with the totals of `dead` (a worker's last answer) added: what the exited workers counted. */
export function retire(retired: readonly MetricJson[], dead: readonly MetricJson[]): MetricJson[] {
  const byName = new Map(
    retired.map((metric) => [metric.name, { ...metric, values: metric.values.map((v) => ({ ...v })) }]),
  );
  for (const metric of dead.filter(isTotal)) {
    const kept = byName.get(metric.name) ?? { ...metric, values: [] };
    byName.set(metric.name, kept);
    const samples = new Map(kept.values.map((value) => [sampleKey(value), value]));
    for (const value of metric.values) {
      const same = samples.get(sampleKey(value));
      if (same) same.value += value.value;
      else {
        const added = { ...value, labels: { ...value.labels } };
        kept.values.push(added);
        samples.set(sampleKey(added), added);
      }
    }
  }
  return [...byName.values()];
}

/** The Prometheus text of the sum of `sets` (each one registry's metrics), each metric by its aggregator. */
export async function sumText(sets: readonly (readonly MetricJson[])[]): Promise<string> {
  return client.AggregatorRegistry.aggregate(sets.filter((set) => set.length > 0) as object[]).metrics();
}

export interface ClusterMetrics {
  /** A worker just forked. */
  watch(worker: MetricsWorker): void;
  /** A worker exited: its last totals stay in the sum. */
  exited(worker: MetricsWorker): void;
  /** The workers' sum with the primary's own metrics, as Prometheus text. */
  text(): Promise<string>;
  contentType: string;
}

/** In the primary: the workers' metrics summed. `own`: the primary's metrics (workers, exits). */
export function createClusterMetrics(own: client.Registry, waitMs = ANSWER_WAIT_MS): ClusterMetrics {
  /** Each live worker's newest answer and the request it answered. */
  const last = new Map<number, { asked: number; metrics: MetricJson[] }>();
  const workers = new Map<number, MetricsWorker>();
  /** Requests in flight: resolved by the worker's answer. */
  const pending = new Map<string, () => void>();
  let retired: MetricJson[] = [];
  let asked = 0;

  const stale = new client.Gauge({
    name: "cluster_metrics_stale_workers",
    help: "Workers that did not answer this scrape in time: their figures are those of their last answer",
    registers: [own],
  });

  return {
    contentType: client.register.contentType,
    watch(worker) {
      workers.set(worker.id, worker);
      worker.on("message", (message) => {
        const answer = message as { type?: unknown; id?: unknown; metrics?: unknown } | null;
        if (answer?.type !== ANSWER || typeof answer.id !== "number" || !workers.has(worker.id)) return;
        const previous = last.get(worker.id);
        if (Array.isArray(answer.metrics) && (!previous || previous.asked < answer.id))
          last.set(worker.id, { asked: answer.id, metrics: answer.metrics as MetricJson[] });
        pending.get(`${worker.id} ${answer.id}`)?.();
      });
    },
    exited(worker) {
      if (!workers.delete(worker.id)) return;
      const final = last.get(worker.id);
      last.delete(worker.id);
      if (final) retired = retire(retired, final.metrics);
    },
    async text() {
      const id = ++asked;
      const answers = [...workers.values()]
        .filter((worker) => worker.isConnected())
        .map(
          (worker) =>
            new Promise<void>((resolve) => {
              const key = `${worker.id} ${id}`;
              const done = () => {
                pending.delete(key);
                clearTimeout(timer);
                resolve();
              };
              const timer = setTimeout(done, waitMs);
              pending.set(key, done);
              worker.send({ type: ASK, id }, undefined, (error) => error && done());
            }),
        );
      await Promise.all(answers);
      const current = [...workers.keys()].map((worker) => last.get(worker));
      stale.set(current.filter((answer) => !answer || answer.asked < id).length);
      const live = current.flatMap((answer) => (answer ? [answer.metrics] : []));
      return sumText([...live, retired, (await own.getMetricsAsJSON()) as unknown as MetricJson[]]);
    },
  };
}
