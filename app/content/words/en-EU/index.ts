// English for the European Union site: only what differs from en-GB.
import type { WordsOverride } from "../words.schema";
import campaigns from "./campaigns";
import preorder from "./preorder";
import site from "./site";

const words: WordsOverride = { site, campaigns, preorder };

export default words;
