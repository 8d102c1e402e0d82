// British English (uk, and eu through it): only what differs from en-US.
import type { WordsOverride } from "../words.schema";
import campaigns from "./campaigns";
import products from "./products";
import preorder from "./preorder";
import site from "./site";

const words: WordsOverride = { site, products, campaigns, preorder };

export default words;
