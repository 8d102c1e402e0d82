// English for the European Union site: only what differs from en-GB.
import type { WordsOverride } from "../words.schema";
import campaigns from "./campaigns";

const words: WordsOverride = { campaigns };

export default words;
