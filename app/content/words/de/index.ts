// Every word of the de bundle.
import type { Words } from "../words.schema";
import campaigns from "./campaigns";
import home from "./home";
import products from "./products";
import preorder from "./preorder";
import site from "./site";
import account from "./account";
import support from "./support";
import supportForms from "./support-forms";
import buzz from "./buzz";
import manuals from "./manuals";
import dealers from "./dealers";

const words: Words = {
  site,
  products,
  campaigns,
  preorder,
  account,
  support,
  supportForms,
  buzz,
  home,
  manuals,
  dealers,
};

export default words;
