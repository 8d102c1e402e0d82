// What a cluster's primary does when a worker dies (server/index.ts): a crash must not shrink the pool, so the worker
// is replaced, but a worker that can not run (a database it can not use, a port taken, a broken release) must not be
// replaced forever with the service looking up: each replacement waits longer, and after too many deaths in a short
// time the primary stops and exits non-zero, for systemd's own restart limit (deploy/mechaforge.service) to judge.

export interface RestartPolicy {
  /** The wait before the first replacement; it doubles with each further death in the window. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** This many deaths within windowMs (of any of the workers): give up. */
  maxDeaths: number;
  windowMs: number;
}

/** 1 s, 2 s, 4 s, 8 s; the fifth death within a minute stops the cluster. */
export const WORKER_RESTARTS: RestartPolicy = {
  firstDelayMs: 1_000,
  maxDelayMs: 30_000,
  maxDeaths: 5,
  windowMs: 60_000,
};

export type AfterDeath = { giveUp: false; delayMs: number } | { giveUp: true; deaths: number };

/** The deaths that still count at `now` (within the window): what the primary keeps. */
export function recentDeaths(deaths: readonly number[], now: number, policy = WORKER_RESTARTS): number[] {
  return deaths.filter((at) => now - at < policy.windowMs);
}

/**
 * After a worker's death at `now`: replace it after a delay, or give up. `deaths` are the times of the workers' deaths,
 * this one included.
 */
export function afterWorkerDeath(deaths: readonly number[], now: number, policy = WORKER_RESTARTS): AfterDeath {
  const recent = Math.max(1, recentDeaths(deaths, now, policy).length);
  if (recent >= policy.maxDeaths) return { giveUp: true, deaths: recent };
  return { giveUp: false, delayMs: Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (recent - 1)) };
}
