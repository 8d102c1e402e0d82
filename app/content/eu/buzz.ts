import type { BuzzPage } from "../product.schema";
import uk from "../uk/buzz";

const buzz: BuzzPage = { ...uk };

export default buzz;
