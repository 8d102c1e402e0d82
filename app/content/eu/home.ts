import type { HomeContent } from "../home.schema";
import uk from "../uk/home";

// The eu home (English, euro prices from the catalogue) shares the British English copy.
const home: HomeContent = { ...uk };

export default home;
