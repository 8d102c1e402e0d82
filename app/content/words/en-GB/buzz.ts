// The Toy Story Buzz Lightyear page, British English: only what differs from en-US.
import type { BuzzPage } from "../../product.schema";
import type { DeepPartial } from "../overrides";

const buzz: DeepPartial<BuzzPage> = { returnGuarantee: "14-day return guarantee when you buy from our store." };

export default buzz;
