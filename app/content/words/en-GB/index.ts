// British English (uk, and eu through it): only what differs from en-US.
import type { WordsOverride } from "../words.schema";
import campaigns from "./campaigns";
import home from "./home";
import products from "./products";
import preorder from "./preorder";
import site from "./site";
import support from "./support";
import supportForms from "./support-forms";
import buzz from "./buzz";
import dealers from "./dealers";

const words: WordsOverride = { site, products, campaigns, preorder, support, supportForms, buzz, home, dealers };

export default words;
