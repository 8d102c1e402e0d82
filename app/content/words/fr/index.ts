// Every word of the fr bundle.
import type { Words } from "../words.schema";
import campaigns from "./campaigns";
import products from "./products";

const words: Words = { products, campaigns };

export default words;
