// All per-region home page content, keyed by region code.
import type { RegionCode } from "~/lib/regions";
import type { HomeContent } from "./home.schema";
import cn from "./cn/home";
import us from "./us/home";
import uk from "./uk/home";
import eu from "./eu/home";
import fr from "./fr/home";
import de from "./de/home";
import kr from "./kr/home";
import jp from "./jp/home";

export const HOMES: Record<RegionCode, HomeContent> = { cn, us, uk, eu, fr, de, kr, jp };
