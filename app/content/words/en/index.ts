// Every word of the en bundle.
import type { Words } from "../words.schema";
import products from "./products";

const words: Words = { products };

export default words;
