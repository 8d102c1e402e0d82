// Every word of the de bundle.
import type { Words } from "../words.schema";
import campaigns from "./campaigns";
import products from "./products";
import preorder from "./preorder";

const words: Words = { products, campaigns, preorder };

export default words;
