import { ApiResponseError } from "~/api/client";

/** What the subscribe box says when the call fails: the server's msg when it sent an envelope, else the fallback. */
export function subscribeFailureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiResponseError && error.body.msg ? error.body.msg : fallback;
}
