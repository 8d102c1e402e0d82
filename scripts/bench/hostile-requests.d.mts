// Types of hostile-requests.mjs, for the Vitest suite (tsconfig has allowJs off).
export interface HostileRequest {
  id: number;
  category: string;
  method: string;
  path: string;
  /** null leaves the header out (e.g. Host in HTTP/1.0). */
  headers: Record<string, string | null>;
  body?: string | Uint8Array;
  /** HTTP/1.1 unless given. */
  version?: string;
}
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  error?: string;
}
export interface Verdict {
  ok: boolean;
  kind: "app" | "parserRefusal" | "noAnswer";
  problems: string[];
}
export const CATEGORY_NAMES: string[];
export function seededRandom(seed: number): () => number;
export function generateHostileRequests(options?: {
  seed?: number;
  count?: number;
  apiOnly?: boolean;
}): HostileRequest[];
export function fillPlaceholders(request: HostileRequest, values: Record<string, string>): HostileRequest;
export function sendRaw(origin: string, request: HostileRequest, options?: { timeoutMs?: number }): Promise<RawAnswer>;
export function judgeAnswer(request: HostileRequest, answer: RawAnswer, origin: string): Verdict;
