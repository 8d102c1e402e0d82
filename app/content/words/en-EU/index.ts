// English for the European Union site: only what differs from en-GB.
import type { WordsOverride } from "../words.schema";
import campaigns from "./campaigns";
import preorder from "./preorder";
import site from "./site";
import support from "./support";
import supportForms from "./support-forms";
import dealers from "./dealers";

const words: WordsOverride = { site, campaigns, preorder, support, supportForms, dealers };

export default words;
