// All per-region catalogues, keyed by region code.
import type { RegionCode } from "~/lib/regions";
import type { Catalogue } from "./catalogue.schema";
import cn from "./cn/catalogue";
import us from "./us/catalogue";
import uk from "./uk/catalogue";
import eu from "./eu/catalogue";
import fr from "./fr/catalogue";
import de from "./de/catalogue";
import kr from "./kr/catalogue";
import jp from "./jp/catalogue";

export const CATALOGUES: Record<RegionCode, Catalogue> = { cn, us, uk, eu, fr, de, kr, jp };
