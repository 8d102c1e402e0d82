// Every word of the zh bundle.
import type { Words } from "../words.schema";
import home from "./home";
import products from "./products";
import preorder from "./preorder";
import site from "./site";
import account from "./account";
import support from "./support";
import buzz from "./buzz";
import manuals from "./manuals";
import dealers from "./dealers";

const words: Words = { site, products, preorder, account, support, buzz, home, manuals, dealers };

export default words;
