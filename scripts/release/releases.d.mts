export const KEEP_RELEASES: number;
export const RELEASE_ID: RegExp;
export function newReleaseId(now: number, random?: () => number): string;
export function listReleases(root: string): string[];
export function liveRelease(root: string): string | null;
export function switchRelease(root: string, id: string, now?: number): void;
export function pruneReleases(root: string, keep?: number): string[];
export function buildReleaseId(): string;
