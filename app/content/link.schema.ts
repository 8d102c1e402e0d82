// The one rule for links written in content: a page path inside the region ("manuals"), "" for the home page, or an
// absolute https URL. (Its own module, so every schema can use it without importing the page table.)
import { z } from "zod";

export const linkTarget = z.string().refine((value) => !value.startsWith("/") && !value.startsWith("//"), {
  message: "use a region-relative page path or an absolute https URL",
});
