// Every page action goes through pageAction(): the edge rate-limit policy (api/rate-limit.server.ts) has already spent
// the request's budget, and a limited request is answered here, before the route's own work, with a 429 and the
// region's message, on the same page and with the visitor's input kept. The public forms also carry a honeypot field.
import { createContext, data, type RouterContextProvider } from "react-router";
import type { RateVerdict } from "~/api/rate-limit.server";
import { requestContent } from "~/request/content.server";
import { HONEYPOT_FIELD } from "~/rules/honeypot";
import { resolveRegion } from "~/rules/regions";
import { formFields } from "~/rules/support-forms";
import { siteContents } from "~/views/site-content.server";

/** The edge's verdict for this request, when it was over its budget (server/create-app.ts sets it). */
export const rateLimitContext = createContext<RateVerdict | null>(null);

/** What an action answers instead of running: over the budget, or a form a bot filled in. */
export interface RefusedSubmission {
  status: "refused";
  message: string;
  values: Record<string, string>;
}

interface ActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

const GUARDED = Symbol.for("mechaforge.pageAction");

/** Wraps a route's action; route modules export `action = pageAction(...)` (checked by a unit test). */
export function pageAction<Args extends ActionArgs, Result>(handler: (args: Args) => Promise<Result>) {
  const action = async (args: Args) => {
    const verdict = args.context.get(rateLimitContext);
    const { region } = resolveRegion(new URL(args.request.url).pathname);
    const messages = siteContents(requestContent(args.context))[region.code].api;
    if (verdict?.limited) {
      const values = formFields(
        await args.request
          .clone()
          .formData()
          .catch(() => new FormData()),
      );
      return data<RefusedSubmission>(
        { status: "refused", message: messages.rateLimited, values },
        { status: 429, headers: { "Retry-After": String(verdict.retryAfter) } },
      );
    }
    const form = await args.request
      .clone()
      .formData()
      .catch(() => null);
    if (form && String(form.get(HONEYPOT_FIELD) ?? "") !== "") {
      return data<RefusedSubmission>({ status: "refused", message: messages.badRequest, values: {} }, { status: 400 });
    }
    return handler(args);
  };
  return Object.assign(action, { [GUARDED]: true as const });
}

export function isPageAction(value: unknown): boolean {
  return typeof value === "function" && (value as unknown as Record<symbol, unknown>)[GUARDED] === true;
}
