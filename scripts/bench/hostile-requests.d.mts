// Types of hostile-requests.mjs, for the Vitest suite (tsconfig has allowJs off).
import type { RawAnswer, RawRequest } from "./send-raw.mjs";

export interface HostileRequest extends RawRequest {
  id: number;
  category: string;
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
export function judgeAnswer(request: HostileRequest, answer: RawAnswer, origin: string): Verdict;
