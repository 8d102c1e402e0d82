import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { repositoryDocument } from "~/content/repository";
import { contentContext } from "~/request/content.server";
import { loadPage } from "~/request/page.server";
import { requestTimeContext } from "~/request/request-time.server";
import { matchRoute } from "./route-match";

/** A request as React Router hands it to a loader: the URL and the pattern and params of the route it matches. */
function args(path: string, now = new Date("2025-06-01T00:00:00Z")) {
  const context = new RouterContextProvider();
  context.set(contentContext, repositoryDocument());
  context.set(requestTimeContext, { now, preview: false });
  const { pattern, params } = matchRoute(path)!;
  return { url: new URL(`http://localhost${path}`), pattern, params, context };
}

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

describe("loadPage", () => {
  it("resolves region, page, moment and SEO", () => {
    const page = loadPage(args("/de/choose-your-region"));
    expect(page.region).toBe("de");
    expect(page.pageKey).toBe("choose-your-region");
    expect(page.now).toEqual(new Date("2025-06-01T00:00:00Z"));
    expect(page.seo.canonical).toBe("http://localhost/de/choose-your-region");
    expect(page.seo.title).toContain("Mechaforge");
  });
  it("answers 404 for unknown pages and unknown region prefixes", () => {
    expect(thrown(() => loadPage(args("/us/no-such-page")))).toMatchObject({ init: { status: 404 } });
    expect(thrown(() => loadPage(args("/xx")))).toMatchObject({ init: { status: 404 } });
  });
  it("answers 404 for a page the region does not have", () => {
    expect(thrown(() => loadPage(args("/kr/black-friday")))).toMatchObject({ init: { status: 404 } });
  });
  it("redirects new-release to flagship-bumblebee with 301", () => {
    const response = thrown(() => loadPage(args("/jp/new-release"))) as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/jp/flagship-bumblebee");
  });
});
