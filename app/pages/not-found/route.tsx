import { notFound } from "~/request/page.server";

// Any path no page claims: the root error boundary renders the localized 404 page.
export function loader(): never {
  notFound();
}

export default function NotFound() {
  return null;
}
