// Every word of the ko bundle.
import type { Words } from "../words.schema";
import home from "./home";
import products from "./products";
import site from "./site";
import account from "./account";
import support from "./support";
import supportForms from "./support-forms";
import manuals from "./manuals";

const words: Words = { site, products, account, support, supportForms, home, manuals };

export default words;
