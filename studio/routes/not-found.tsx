import { notFound } from "../screens.server";

// A path under /studio/ that is no screen (for a signed-in member: the guard sent everyone else to the sign-in).
export const loader = () => {
  throw notFound();
};

export default function NotFound() {
  return null;
}
