// Every word of the ko bundle.
import type { Words } from "../words.schema";
import products from "./products";
import site from "./site";

const words: Words = { site, products };

export default words;
