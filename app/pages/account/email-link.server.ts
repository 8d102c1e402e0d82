// What the pages behind emailed links share: the token from the link, never stored by any cache; an action
// that runs on the button (or on the RFC 8058 one-click POST), against the region's scope, at the request's time.
import type { RouterContextProvider } from "react-router";
import { scopeDatabase } from "~/data/context";
import type { QueueOptions } from "~/data/outbox.server";
import { clientAddressContext, mailerContext } from "~/mail/mailer.server";
import { requestContent } from "~/request/content.server";
import { REGIONS, resolveRegion, type RegionCode } from "~/rules/regions";
import type { Database } from "../../../database/client.server";

/** The link's token is in the page's form: no shared cache may keep it (the pages also set referrer same-origin). */
export const linkPageHeaders = () => ({ "Cache-Control": "private, no-store" });

export function linkToken(url: URL): string {
  return (url.searchParams.get("token") ?? "").slice(0, 128);
}

export interface LinkActionContext {
  region: RegionCode;
  db: Database;
  now: Date;
  form: FormData;
  /** The token from the form, else from the URL (a one-click POST carries only "List-Unsubscribe=One-Click"). */
  token: string;
  mail: () => QueueOptions;
  wake: () => void;
}

export async function linkActionContext(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<LinkActionContext> {
  const url = new URL(args.request.url);
  const { region } = resolveRegion(url.pathname);
  const form = await args.request.formData().catch(() => new FormData());
  const mailer = args.context.get(mailerContext);
  if (!mailer) throw new Error("no mailer in the router context");
  const client = args.context.get(clientAddressContext);
  return {
    region: region.code,
    db: await scopeDatabase(args.context, REGIONS[region.code].scope),
    // Tokens and their use are stamped with real time, never a preview instant.
    now: new Date(),
    form,
    token: String(form.get("token") ?? "") || linkToken(url),
    mail: () => mailer.queueOptions(requestContent(args.context), client ?? undefined),
    wake: () => mailer.wake(),
  };
}
