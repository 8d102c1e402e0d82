// Every word of the de bundle.
import type { Words } from "../words.schema";
import products from "./products";

const words: Words = { products };

export default words;
