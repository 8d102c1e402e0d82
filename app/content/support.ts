// Support, policy and FAQ content per region (see support.schema.ts for which page each entry feeds).
import type { RegionCode } from "~/lib/regions";
import type { SupportContent } from "./support.schema";
import cn from "./cn/support";
import us from "./us/support";
import uk from "./uk/support";
import eu from "./eu/support";
import fr from "./fr/support";
import de from "./de/support";
import kr from "./kr/support";
import jp from "./jp/support";

export const SUPPORT: Record<RegionCode, SupportContent> = { cn, us, uk, eu, fr, de, kr, jp };
