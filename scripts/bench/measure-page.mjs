// One client's view of a page while something else loads the server: sequential GETs as a browser asks (gzip, br),
// summarised as percentiles. Shared by the resilience parts that measure a page beside an attack.

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : null;
const round = (value) => (value === null ? null : Math.round(value * 10) / 10);

/** Request count, median, 99th percentile and maximum of a list of timings (ms, one decimal). */
export function summary(timings) {
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? null),
  };
}

/** Sequential GETs of one URL for `ms`, as a browser asks (gzip, br); every answer must be a 200. */
export async function measurePage(url, ms) {
  const timings = [];
  const until = performance.now() + ms;
  while (performance.now() < until) {
    const started = performance.now();
    const response = await fetch(url, { headers: { "accept-encoding": "gzip, br" } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    timings.push(performance.now() - started);
  }
  return summary(timings);
}
