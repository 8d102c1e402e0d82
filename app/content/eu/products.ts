import type { ProductCopy } from "../product.schema";
import uk from "../uk/products";

const products: ProductCopy = { ...uk };

export default products;
