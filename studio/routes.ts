import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

// The studio's screens, one route each, under /studio/ (the server hands the studio only its own paths). They cost
// shopper pages nothing: this is the studio's own route manifest (docs/decisions/332-studio-app.md).
export default [
  ...prefix("studio", [
    route("sign-in", "routes/sign-in.tsx"),
    // Signed in: the frame, then the screen.
    layout("routes/studio.tsx", { id: "studio" }, [
      index("routes/overview.tsx"),
      route("drafts", "routes/drafts.tsx"),
      route("words", "routes/words.tsx"),
      route("schedule", "routes/schedule.tsx"),
      route("calendar", "routes/calendar.tsx"),
      route("history", "routes/history.tsx"),
      route("preview", "routes/preview.tsx"),
      route("media", "routes/media.tsx"),
      route("audit", "routes/audit.tsx"),
      route("readiness", "routes/readiness.tsx"),
      // Products, prices, stock, campaigns, banners, menus, legal facts: one module (any other name is a 404).
      route(":screen", "routes/content.tsx"),
      route("*", "routes/not-found.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
