import type { ProductCopy } from "../product.schema";
import us from "../us/products";

// British English: the us copy, with the wording that differs.
const products: ProductCopy = {
  ...us,
  learnMore: {
    ...us.learnMore,
    k1ProInterstellarScout: {
      tagline: "The programmable robot for young creators.",
      description: [
        "K1 Pro walks, dances and tells stories that you programme with drag-and-drop blocks.",
        "Follows voice commands and grows with new lessons in the app.",
      ],
    },
  },
};

export default products;
