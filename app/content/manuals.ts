// Manual tables per region; regions without a manuals page have none (spec §2: not jp).
import type { RegionCode } from "~/lib/regions";
import type { ManualsContent } from "./manuals.schema";
import cn from "./cn/manuals";
import us from "./us/manuals";
import uk from "./uk/manuals";
import eu from "./eu/manuals";
import fr from "./fr/manuals";
import de from "./de/manuals";
import kr from "./kr/manuals";

export const MANUALS: Partial<Record<RegionCode, ManualsContent>> = { cn, us, uk, eu, fr, de, kr };
