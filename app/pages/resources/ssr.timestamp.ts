import { requestTimeContext } from "~/request/request-time.server";
import type { Route } from "./+types/ssr.timestamp";

// GET /ssr/timestamp: the server time (or the preview instant) in the API envelope (docs/requirements.md, "API answers
// and errors").
export function loader({ context }: Route.LoaderArgs) {
  const { now } = context.get(requestTimeContext);
  return Response.json(
    { code: 2000, msg: "success", data: { timestamp: now.getTime() } },
    { headers: { "Cache-Control": "no-store" } },
  );
}
