import us from "../us/manuals";

// The UK site sells the same range as the US site, with the same English manual titles.
export default us;
