// Support form words per region where the forms exist; the cn site has none (its after-sale page replaces them).
import { pageRegions } from "~/content/pages";
import { derived, live } from "./live";
import { regionsWith } from "./words";

export const SUPPORT_FORMS = live(
  derived(() => regionsWith((words) => words.supportForms, pageRegions("return-manufacturer"))),
);
