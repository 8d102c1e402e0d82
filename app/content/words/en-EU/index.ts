// English for the European Union site: only what differs from en-GB.
import type { WordsOverride } from "../words.schema";

const words: WordsOverride = {};

export default words;
