// Every word of the de bundle.
import type { Words } from "../words.schema";
import campaigns from "./campaigns";
import products from "./products";
import preorder from "./preorder";
import site from "./site";

const words: Words = { site, products, campaigns, preorder };

export default words;
