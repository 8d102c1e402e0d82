// Reading facts that change over time (content/series.schema.ts). Pure: `now` is always a parameter.

/** One step of a series: its value from `from` (epoch ms; -Infinity = since the start) until the next step. */
export interface Step<T> {
  from: number;
  value: T;
  /** The entry's role, where the content names one ("earlyBird"). */
  name?: string;
}

type Entry = { from?: string | undefined; name?: string | undefined } & Record<string, unknown>;

/** A series' steps in time order: a bare value is one step since the start; `key` names the value in each entry. */
export function steps<T>(series: T | readonly Entry[], key: string): Step<T>[] {
  if (!Array.isArray(series)) return [{ from: -Infinity, value: series as T }];
  return (series as readonly Entry[]).map((entry) => ({
    from: entry.from === undefined ? -Infinity : Date.parse(entry.from),
    value: entry[key] as T,
    ...(entry.name ? { name: entry.name } : {}),
  }));
}

/** The step in force at `t` (epoch ms), or null before the first. */
export function stepAt<T>(list: readonly Step<T>[], t: number): Step<T> | null {
  let found: Step<T> | null = null;
  for (const step of list) if (step.from <= t) found = step;
  return found;
}

/** A per-region series: one for every region, or per region with a `default` (content/series.schema.ts). */
export type PerRegion<S> = S | Partial<Record<string, S>>;

/** The series a region reads from a per-region fact: its own, else the default; `isSeries` tells a series apart. */
export function regionSeries<S>(
  fact: PerRegion<S>,
  region: string,
  isSeries: (value: unknown) => value is S,
): S | undefined {
  if (isSeries(fact)) return fact;
  const byRegion = fact as Partial<Record<string, S>>;
  return byRegion[region] ?? byRegion.default;
}

/** Every instant a series names (its changes), as epoch ms. */
export function changeInstants(list: readonly Step<unknown>[]): number[] {
  return list.map((step) => step.from).filter((at) => Number.isFinite(at));
}
