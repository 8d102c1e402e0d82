// The studio's scripts call its JSON API (/studio/api, studio/api.server.ts) with the session's CSRF token.
import { CSRF_HEADER } from "../constants";

export class StudioCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown>,
  ) {
    super(message);
  }
}

export async function studioCall<T>(csrf: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`/studio/api${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? {} : { "content-type": "application/json", [CSRF_HEADER]: csrf },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "same-origin",
  });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok)
    throw new StudioCallError(
      response.status,
      String(answer.error ?? `the studio answered ${response.status}`),
      answer,
    );
  return answer as T;
}
