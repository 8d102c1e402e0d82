import { loadPage } from "~/request/page.server";
import type { Route } from "./+types/route";

// Pages that only forward to another page (new-release → flagship-bumblebee); loadPage throws the redirect.
export function loader(args: Route.LoaderArgs) {
  return loadPage(args);
}

export default function PageRedirect() {
  return null;
}
