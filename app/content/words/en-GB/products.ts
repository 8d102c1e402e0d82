// British English product words: only what differs from en-US.
import type { ProductWords } from "../../product.schema";
import type { DeepPartial } from "../overrides";

const products: DeepPartial<ProductWords> = {
  products: {
    k1ProInterstellarScout: {
      learnMore: {
        tagline: "The programmable robot for young creators.",
        description: [
          "K1 Pro walks, dances and tells stories that you programme with drag-and-drop blocks.",
          "Follows voice commands and grows with new lessons in the app.",
        ],
      },
    },
  },
};

export default products;
