// One production server for the server tests that only send requests and read the answers (headers, status codes,
// redirects, the served HTML): started once before the files run (vitest.server.config.ts `globalSetup`), as the
// browser tests' server is, with the limits lifted (every request comes from this machine), and shared by every file
// that calls sharedServer(). A test that changes what the server holds for everyone (a publish, a client's lockout, a
// rate-limit budget, metrics it counts) starts a server of its own instead (harness.ts).
import { inject } from "vitest";
import type { TestProject } from "vitest/node";
import { freshDataDir, startServer } from "./harness";

declare module "vitest" {
  export interface ProvidedContext {
    sharedServerUrl: string;
  }
}

/** The environment of the shared server: the production defaults, with the per-client limits lifted. */
export const SHARED_SERVER_ENV = {
  RATE_LIMIT_AUTH_PER_MINUTE: "100000",
  RATE_LIMIT_FORMS_PER_MINUTE: "100000",
  RATE_LIMIT_GENERAL_PER_MINUTE: "100000",
  RATE_LIMIT_RENDERS_PER_MINUTE: "100000",
  MAIL_PER_CLIENT_PER_HOUR: "100000",
};

/** The shared server's origin (http://127.0.0.1:port). */
export function sharedServer(): string {
  return inject("sharedServerUrl");
}

export default async function setup(project: TestProject) {
  const data = await freshDataDir("shared");
  const server = await startServer({ DATA_DIR: data.dir, ...SHARED_SERVER_ENV });
  project.provide("sharedServerUrl", server.url);
  return async () => {
    await server.stop();
    data.remove();
  };
}
