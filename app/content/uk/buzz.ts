import type { BuzzPage } from "../product.schema";
import us from "../us/buzz";

const buzz: BuzzPage = {
  ...us,
  editor: {
    title: "Create your own moves",
    pc: {
      title: "Advanced editor on PC",
      text: "Keyframe every servo on a timeline, sync moves with sound and share the result on the Hub.",
    },
    mobile: {
      title: "Easy editor on mobile",
      text: "Record poses by moving Buzz by hand and chain them into a routine in minutes.",
    },
  },
  returnGuarantee: "14-day return guarantee when you buy from our store.",
};

export default buzz;
