// The studio's request handlers, built into releases/<id>/studio/server/index.js (studio/vite.config.ts). The server
// process loads this build beside the shop's and mounts what createStudio returns behind its own guards (host check,
// body limits, rate limits, the render budget; server/create-app.ts). What the studio shares with the shop at run time comes
// in the host (studio/port.server.ts): its database, the sign-in throttle, the published content, the shop's render of
// a draft's page. This build has modules of its own (content, rules): nothing here may rely on the shop's copies' state.
import { RouterContextProvider, createRequestHandler, type ServerBuild } from "react-router";
import { contentAdminRouter, studioBackup } from "./admin.server";
import { studioApiRoutes } from "./api-routes.server";
import { createStudioApi } from "./api.server";
import { onPublished } from "./content.server";
import { studioContext } from "./context";
import {
  clientContext,
  rateLimitContext,
  staffMailContext,
  studioThrottleContext,
  type StudioServices,
} from "./context.server";
import { policySettingsContext } from "./document-policy.server";
import { onStaffNotice } from "./notices.server";
import type { CreateStudio } from "./port.server";
import { startReleaseTimer } from "./releases.server";
import { studioAdminRouter } from "./staff-admin.server";

const build = (await import("virtual:react-router/server-build")) as unknown as ServerBuild;

export const createStudio: CreateStudio = (host) => {
  const services: StudioServices = { store: host.store, throttle: host.throttle };
  // A publish here switches the server's content at once (its content sync runs in the shop's build, not in this one).
  onPublished(host.contentChanged);
  // Notices to staff (a withdrawn submission) go through the host's outbox.
  onStaffNotice(host.mailStaffNotice);
  const handle = createRequestHandler(
    host.allowedOriginHosts.length ? { ...build, allowedActionOrigins: [...host.allowedOriginHosts] } : build,
    process.env.NODE_ENV,
  );
  return {
    pages(request, { client, rateLimit }) {
      const context = new RouterContextProvider();
      context.set(studioContext, host.store);
      context.set(studioThrottleContext, host.throttle);
      context.set(staffMailContext, host.mailStaffUnlock);
      context.set(clientContext, client);
      if (rateLimit?.limited) context.set(rateLimitContext, rateLimit);
      context.set(policySettingsContext, host.policy);
      return handle(request, context);
    },
    api: createStudioApi(services, studioApiRoutes(), { allowedOriginHosts: host.allowedOriginHosts }),
    contentAdmin: contentAdminRouter(host.store, host.renderPreview),
    staffAdmin: studioAdminRouter(services),
    backup: studioBackup(host.store),
    startReleases: (log) => startReleaseTimer({ store: host.store, follow: host.contentChanged, log }),
  };
};
