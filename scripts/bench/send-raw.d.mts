// Types of send-raw.mjs, for the Vitest suites (tsconfig has allowJs off).
export interface RawRequest {
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
export function sendRaw(origin: string, request: RawRequest, options?: { timeoutMs?: number }): Promise<RawAnswer>;
