// @vitest-environment happy-dom
// Route modules tested on their own (createRoutesStub): each runs its real loader (the request's moment comes from the
// router context, as on the server) and renders its real component, without the server or a browser.
import { cleanup, render, screen, within } from "@testing-library/react";
import { RouterContextProvider, createRoutesStub, isRouteErrorResponse, useRouteError } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import * as faqRoute from "~/pages/faq/route";
import * as manualsRoute from "~/pages/manuals/route";
import * as regionRoute from "~/pages/region/route";
import { requestTimeContext } from "~/request/request-time.server";

afterEach(cleanup);

function contextAt(iso: string) {
  const context = new RouterContextProvider();
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
