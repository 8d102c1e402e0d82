// Every word of the zh bundle.
import type { Words } from "../words.schema";
import products from "./products";
import preorder from "./preorder";

const words: Words = { products, preorder };

export default words;
