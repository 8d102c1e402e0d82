// Every word of the ja bundle.
import type { Words } from "../words.schema";
import home from "./home";
import products from "./products";
import preorder from "./preorder";
import site from "./site";
import account from "./account";
import support from "./support";
import supportForms from "./support-forms";
import dealers from "./dealers";

const words: Words = { site, products, preorder, account, support, supportForms, home, dealers };

export default words;
