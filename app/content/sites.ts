// All per-region site content, keyed by region code.
import type { RegionCode } from "~/lib/regions";
import type { SiteContent } from "./schema";
import cn from "./cn/site";
import us from "./us/site";
import uk from "./uk/site";
import eu from "./eu/site";
import fr from "./fr/site";
import de from "./de/site";
import kr from "./kr/site";
import jp from "./jp/site";

export const SITES: Record<RegionCode, SiteContent> = { cn, us, uk, eu, fr, de, kr, jp };
