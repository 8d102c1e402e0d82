// What a cluster's primary keeps of a worker that exited (server/cluster-metrics.ts): its totals, not its gauges.
import { describe, expect, it } from "vitest";
import { retire, sumText, type MetricJson } from "../../server/cluster-metrics";

/** One worker's last answer: requests counted, a histogram of their time, and two gauges. */
function answer(requests: number, ready: number, heap: number): MetricJson[] {
  return [
    {
      name: "http_requests_total",
      help: "Requests",
      type: "counter",
      aggregator: "sum",
      values: [{ value: requests, labels: { kind: "page", status: 200 } }],
    },
    {
      name: "http_request_duration_seconds",
      help: "Time",
      type: "histogram",
      aggregator: "sum",
      values: [
        { value: requests, labels: { le: 0.1, kind: "page" }, metricName: "http_request_duration_seconds_bucket" },
        { value: requests, labels: { le: "+Inf", kind: "page" }, metricName: "http_request_duration_seconds_bucket" },
        { value: requests / 100, labels: { kind: "page" }, metricName: "http_request_duration_seconds_sum" },
        { value: requests, labels: { kind: "page" }, metricName: "http_request_duration_seconds_count" },
      ],
    },
    { name: "server_ready", help: "Ready", type: "gauge", aggregator: "min", values: [{ value: ready, labels: {} }] },
    { name: "heap_bytes", help: "Heap", type: "gauge", aggregator: "sum", values: [{ value: heap, labels: {} }] },
  ];
}

describe("the totals of exited workers", () => {
  it("adds the counters and histograms of each exited worker, and drops its gauges", async () => {
    const retired = retire(retire([], answer(30, 0, 5)), answer(12, 1, 7));
    const text = await sumText([answer(5, 1, 100), retired]);
    expect(text).toContain('http_requests_total{kind="page",status="200"} 47');
    expect(text).toContain('http_request_duration_seconds_bucket{le="+Inf",kind="page"} 47');
    expect(text).toContain('http_request_duration_seconds_count{kind="page"} 47');
    // Only the live worker's gauges: a dead worker neither lowers readiness nor adds to the heap.
    expect(text).toContain("server_ready 1");
    expect(text).toContain("heap_bytes 100");
  });

  it("leaves what it was given untouched", () => {
    const first = retire([], answer(30, 1, 5));
    retire(first, answer(12, 1, 7));
    expect(first.find((metric) => metric.name === "http_requests_total")?.values[0]?.value).toBe(30);
  });
});
