// The Buzz and Elite pages' copy, where those pages exist (words/<language>/buzz.ts and elite.ts).
import { pageRegions } from "~/content/pages";
import { derived, live } from "./live";
import { regionsWith } from "./words";

export const BUZZ_PAGES = live(
  derived(() => regionsWith((words) => words.buzz, pageRegions("toy-story-buzz-lightyear"))),
);
export const ELITE_PAGES = live(derived(() => regionsWith((words) => words.elite, pageRegions("elite-optimus-prime"))));
