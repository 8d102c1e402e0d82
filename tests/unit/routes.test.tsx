// @vitest-environment happy-dom
// Route modules tested on their own (createRoutesStub): each runs its real loader (the request's moment comes from the
// router context, as on the server) and renders its real component, without the server or a browser.
import { cleanup, render, screen, within } from "@testing-library/react";
import { RouterContextProvider, createRoutesStub, isRouteErrorResponse, useRouteError } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { pageDef, pageKeys } from "~/content/pages";
import { repositoryDocument } from "~/content/repository";
import * as faqRoute from "~/pages/faq/route";
import * as manualsRoute from "~/pages/manuals/route";
import * as regionRoute from "~/pages/region/route";
import { contentContext } from "~/request/content.server";
import { pageOfPattern } from "~/request/page.server";
import { requestTimeContext } from "~/request/request-time.server";
import { DEFAULT_REGION, REGION_CODES, regionPath } from "~/rules/regions";
import { matchRoute } from "./route-match";

/** The repository's content: the fixture these tests read. */
const content = repositoryDocument();

afterEach(cleanup);

function contextAt(iso: string) {
  const context = new RouterContextProvider();
  context.set(contentContext, repositoryDocument());
  context.set(requestTimeContext, { now: new Date(iso), preview: false });
  return context;
}

// The stub's loaders receive the route's own pattern, as the framework gives it to the route module's loader.
function stub(path: string, route: { loader: (args: never) => unknown; default: unknown }, at: string) {
  const loader = route.loader as (args: object) => unknown;
  return createRoutesStub(
    [
      {
        path,
        Component: route.default as never,
        loader: (args) => loader({ ...args, pattern: path }),
        HydrateFallback: () => null,
      },
    ],
    contextAt(at),
  );
}

describe("route modules", () => {
  it("the FAQ route renders the region's questions in its language, collapsed", async () => {
    const Stub = stub("/:region/faq", faqRoute, "2025-06-01T00:00:00Z");
    render(<Stub initialEntries={["/de/faq"]} />);
    const heading = await screen.findByRole("heading", { level: 1 });
    expect(heading.textContent).toMatch(/FAQ|Häufig/);
    const questions = screen.getAllByRole("button", { expanded: false });
    expect(questions.length).toBeGreaterThan(3);
  });

  it("the manuals route lists each series with its downloads, sizes in the region's format", async () => {
    const Stub = stub("/:region/manuals", manualsRoute, "2025-06-01T00:00:00Z");
    render(<Stub initialEntries={["/fr/manuals"]} />);
    const tables = await screen.findAllByRole("table");
    expect(tables.length).toBeGreaterThan(0);
    const links = within(tables[0]!).getAllByRole("link");
    expect(links[0]!.getAttribute("href")).toMatch(/\.pdf$/);
    expect(tables[0]!.textContent).toMatch(/\d,\d\s?ko/);
  });

  it("the region chooser offers ten entries and marks only the current region's as current", async () => {
    const Stub = stub("/:region/choose-your-region", regionRoute, "2025-06-01T00:00:00Z");
    render(<Stub initialEntries={["/uk/choose-your-region"]} />);
    const entries = await screen.findAllByRole("button");
    expect(entries).toHaveLength(10);
    const current = entries.filter((entry) => entry.className.includes("region-card--current"));
    expect(current.map((entry) => entry.getAttribute("data-region"))).toEqual(["uk"]);
  });

  it("a page the region does not have answers 404 from its loader", async () => {
    const Stub = createRoutesStub(
      [
        {
          path: "/:region/manuals",
          Component: manualsRoute.default as never,
          loader: (args) =>
            (manualsRoute.loader as (args: object) => unknown)({ ...args, pattern: "/:region/manuals" }),
          ErrorBoundary: () => {
            const error = useRouteError();
            return <p>{isRouteErrorResponse(error) ? `status ${error.status}` : "other error"}</p>;
          },
          HydrateFallback: () => null,
        },
      ],
      contextAt("2025-06-01T00:00:00Z"),
    );
    render(<Stub initialEntries={["/xx/manuals"]} />);
    expect(await screen.findByText("status 404")).toBeTruthy();
  });
});

describe("route table", () => {
  it("routes every page of every site to one route: /faq on the cn site, /us/faq on the us site", () => {
    // The region is a route parameter, so one prefixed region stands for all: each page takes the next one in turn
    // (React Router matches a table of this size in ~7 ms, so not every page × every region).
    const prefixed = REGION_CODES.filter((region) => region !== DEFAULT_REGION);
    pageKeys(content).forEach((key, index) => {
      const ids = [DEFAULT_REGION, prefixed[index % prefixed.length]!].map((region) => {
        const path = regionPath(region, pageDef(content, key).path);
        const match = matchRoute(path)!;
        expect(pageOfPattern(content, match.pattern), path).toBe(key);
        expect(match.params.region, path).toBe(region === DEFAULT_REGION ? undefined : region);
        return match.id;
      });
      expect(new Set(ids).size, key).toBe(1);
    });
  });

  it("leaves a first segment that is no page to the region's loader, and what no page claims to the 404 route", () => {
    // An unknown or unprefixed region names a region the loader refuses (404; the server redirects /cn/…).
    expect(matchRoute("/xx")).toMatchObject({ id: "home", params: { region: "xx" } });
    expect(matchRoute("/cn/faq")).toMatchObject({ id: "faq", params: { region: "cn" } });
    expect(matchRoute("/faq/faq")).toMatchObject({ id: "faq", params: { region: "faq" } });
    expect(matchRoute("/no-such-page")).toMatchObject({ id: "home", params: { region: "no-such-page" } });
    for (const path of ["/us/no-such-page", "/us/faq/more", "/a/b/c", "/us/sitemap.xml"])
      expect(matchRoute(path)?.id, path).toBe("not-found");
    expect(matchRoute("/faq/more")).toMatchObject({ id: "not-found", params: { region: "faq" } });
    expect(matchRoute("/us/where-to-buy/hongkong-macao")?.id).toBe("where-to-buy-hongkong-macao");
  });

  it("keeps the resource routes off the page routes", () => {
    expect(matchRoute("/sitemap.xml")?.file).toBe("pages/resources/sitemap.ts");
    expect(matchRoute("/robots.txt")?.file).toBe("pages/resources/robots.ts");
    expect(matchRoute("/ssr/timestamp")?.file).toBe("pages/resources/ssr.timestamp.ts");
  });
});
