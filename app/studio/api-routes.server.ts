// The studio API's calls (issue 30), behind its guard (api.server.ts): session, CSRF, no-store.
import { z } from "zod";
import { StudioApiError, type StudioApiRoutes } from "~/studio/api.server";
import { MAX_PREVIEW_LINK_MS, createPreviewLink } from "~/studio/preview-links.server";

const previewLinkBody = z.object({
  /** A page path of the site, e.g. /us/k1-pro-interstellar-scout. */
  path: z
    .string()
    .max(300)
    .regex(/^\/(?!\/)[^\s?#\\]*$/, "a page path such as /us/k1-pro-interstellar-scout"),
  /** The instant shown (ISO-8601 with an offset). */
  at: z.iso.datetime({ offset: true }),
  /** A draft, or null for the published content. */
  draft: z.number().int().positive().nullable().default(null),
  /** How long the link works, in seconds (at most a week). */
  seconds: z
    .number()
    .int()
    .min(1)
    .max(MAX_PREVIEW_LINK_MS / 1000)
    .default(24 * 60 * 60),
});

export function studioApiRoutes(): StudioApiRoutes {
  return {
    post: {
      // A signed preview link (studio/preview-links.server.ts), recorded in the audit log.
      "/preview-links": async ({ req, db, actor, now }) => {
        const input = previewLinkBody.safeParse(req.body);
        if (!input.success) throw new StudioApiError(400, z.prettifyError(input.error));
        const { path, draft, seconds } = input.data;
        const request = { path, draft, at: Date.parse(input.data.at), lifetimeMs: seconds * 1000 };
        const { link, expires } = await createPreviewLink(db, actor, request, now);
        return { link, expires: expires.toISOString() };
      },
    },
  };
}
