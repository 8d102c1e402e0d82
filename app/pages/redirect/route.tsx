import type { Route } from "./+types/route";
import { loadPage } from "~/server/page.server";

// Pages that only forward to another page (new-release → flagship-bumblebee); loadPage throws the redirect.
export function loader(args: Route.LoaderArgs) {
  return loadPage(args);
}

export default function PageRedirect() {
  return null;
}
