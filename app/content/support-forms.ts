// Support form words per region where the forms exist; the cn site has none (its after-sale page replaces them).
import { derived, live } from "~/content/live";
import { pageRegions } from "~/content/pages";
import { regionsWith } from "~/content/words";

export const SUPPORT_FORMS = live(
  derived(() => regionsWith((words) => words.supportForms, pageRegions("return-manufacturer"))),
);
