// Keeps a server process's published content equal to the studio's current version. At start it reads the
// current version (seeding version 1 from the repository's content files into an empty studio), after offering the
// repository's content files that changed since the last release as a draft (studio/content-files.server.ts, one log
// line when it opens one); afterwards it switches
// within 2 s of every publish: at once in the process that published, on PostgreSQL's NOTIFY in the others
// (LISTEN studio_content on a connection of its own), and by a check of the pointer every second as a safety net
// (a lost connection, a missed notification).
import pg from "pg";
import { checkSchemas } from "~/content/checks";
import type { ContentDocument, ContentSet } from "~/content/document";
import { repositoryContent } from "~/content/repository";
import { describeError } from "~/request/log.server";
import { installPublished, publishedContent, type PublishedContent } from "~/request/published-content.server";
import { RELEASE_ID } from "~/request/release.server";
import { reportDatabaseFailure } from "../database/outage.server";
import type { StudioDatabase } from "../database/studio.server";
import { contentFilesTitle } from "./content-files";
import { offerContentFiles } from "./content-files.server";
import { CONTENT_CHANNEL, currentVersion, ensureSeeded, versionDocument } from "./versions.server";

export interface ContentSyncOptions {
  studio: StudioDatabase;
  /** How often the pointer is read as a safety net (ms). */
  intervalMs?: number;
  /** The repository's content files (app/content) and the release they came with: offered as a draft when changed. */
  repository?: { content: () => ContentDocument; release: string | null };
  log?: {
    info(fields: object, message: string): void;
    warn(fields: object, message: string): void;
    error(fields: object, message: string): void;
  };
}

export interface ContentSync {
  /** Reads the current version and switches to it if it is not the one served (serialized; safe to call any time). */
  refresh(): Promise<PublishedContent>;
  stop(): Promise<void>;
}

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

let running: ContentSync | null = null;

/** The process's sync, once started: a publish in this process asks it to switch at once. */
export function contentSync(): ContentSync | null {
  return running;
}

/**
 * Starts following the studio's current version: resolves once the first one is installed (or throws when the studio's
 * database cannot be read: the caller retries, the repository's content is served meanwhile).
 */
export async function startContentSync({
  studio,
  intervalMs = 1_000,
  // A development server's build id is made up at each start: its files are the working copy's, of no release.
  repository = { content: repositoryContent, release: process.env.NODE_ENV === "development" ? null : RELEASE_ID },
  log = quiet,
}: ContentSyncOptions): Promise<ContentSync> {
  let stopped = false;
  let pending: Promise<PublishedContent> | null = null;
  let again = false;

  async function load(): Promise<PublishedContent> {
    const db = await studio.get();
    const pointer = (await currentVersion(db)) ?? (await ensureSeeded(db));
    const installed = publishedContent();
    if (installed.publication === pointer.publication && installed.version === pointer.version) return installed;
    const document = await versionDocument(db, pointer.version);
    // A version was checked when it was published; a schema this code reads differently would break pages: refuse it
    // and keep what is served.
    const schema = checkSchemas(document as unknown as ContentSet).issues;
    if (schema.length) {
      log.error({ version: pointer.version, issues: schema.slice(0, 5) }, "content version does not match the schemas");
      return installed;
    }
    const started = performance.now();
    const next = { version: pointer.version, publication: pointer.publication, document, key: `v${pointer.version}` };
    installPublished(next);
    log.info(
      { version: pointer.version, publication: pointer.publication, ms: Math.round(performance.now() - started) },
      "content version served",
    );
    return next;
  }

  /**
   * A failed check, switch or listen: an unreachable database counts for the process's outage (its start and end
   * lines); anything else is one line, described (driver code and message), never the query's text or parameters.
   */
  function failed(message: string) {
    return (error: unknown) => {
      if (!reportDatabaseFailure(error, ["studio"])) log.error({ error: describeError(error) }, message);
    };
  }

  /** One load at a time; a request while one runs loads once more after it. */
  function refresh(): Promise<PublishedContent> {
    if (pending) {
      again = true;
      return pending;
    }
    pending = load().finally(() => {
      pending = null;
      if (again && !stopped) {
        again = false;
        void refresh().catch(() => undefined);
      }
    });
    return pending;
  }

  // The release's content files, once per start, before the first version is served (a failure is logged: the published
  // version is served all the same, and the next start compares again).
  try {
    const offer = await offerContentFiles(await studio.get(), {
      content: repository.content(),
      release: repository.release,
    });
    if (offer.draft)
      log.warn(
        { release: offer.release, draft: offer.draft.id, files: offer.draft.files },
        `content files differ from the published version: draft ${offer.draft.id} ("${contentFilesTitle(offer.release)}") offers ${offer.draft.files.join(", ")} for review in the studio`,
      );
  } catch (error) {
    failed("content files not compared")(error);
  }
  await refresh();

  // The safety net with PostgreSQL: the pointer, every second (one row by its primary key). An embedded database has
  // one writer, this process, whose publishes switch it at once.
  const connection = studio.connection;
  const timer =
    connection.kind === "postgres"
      ? setInterval(() => {
          refresh().catch(failed("content check failed"));
        }, intervalMs)
      : null;
  timer?.unref();

  // PostgreSQL: a connection of its own LISTENs, reconnecting after a loss (and refreshing, for what it missed).
  let listener: pg.Client | null = null;
  let reconnect: NodeJS.Timeout | null = null;
  async function listen(delay = 1_000): Promise<void> {
    if (stopped || connection.kind !== "postgres") return;
    const client = new pg.Client({ connectionString: connection.url, connectionTimeoutMillis: 5_000 });
    const retry = () => {
      if (stopped || listener !== client) return;
      listener = null;
      client.end().catch(() => undefined);
      reconnect = setTimeout(() => void listen(Math.min(delay * 2, 30_000)), delay);
      reconnect.unref();
    };
    listener = client;
    client.on("error", retry);
    client.on("end", retry);
    client.on("notification", (message) => {
      if (message.channel === CONTENT_CHANNEL) refresh().catch(failed("content switch failed"));
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CONTENT_CHANNEL}`);
      await refresh();
    } catch (error) {
      failed("content notifications unavailable; checking every second")(error);
      retry();
    }
  }
  await listen();

  const sync: ContentSync = {
    refresh,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      if (reconnect) clearTimeout(reconnect);
      const client = listener;
      listener = null;
      await client?.end().catch(() => undefined);
      await pending?.catch(() => undefined);
      if (running === sync) running = null;
    },
  };
  running = sync;
  return sync;
}
