// The Buzz and Elite pages' copy, where those pages exist (`buzz` and `elite` in words/<language>.json).
import { derived, live } from "~/content/live";
import { pageRegions } from "~/content/pages";
import { regionsWith } from "~/content/words";

export const BUZZ_PAGES = live(
  derived(() => regionsWith((words) => words.buzz, pageRegions("toy-story-buzz-lightyear"))),
);
export const ELITE_PAGES = live(derived(() => regionsWith((words) => words.elite, pageRegions("elite-optimus-prime"))));
