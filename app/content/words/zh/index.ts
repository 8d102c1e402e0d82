// Every word of the zh bundle.
import type { Words } from "../words.schema";
import products from "./products";
import preorder from "./preorder";
import site from "./site";

const words: Words = { site, products, preorder };

export default words;
