// Where-to-buy content per region (spec §2: us, uk, eu, fr, jp, de) and the Hong Kong and Macao page of the cn site.
import type { RegionCode } from "~/lib/regions";
import type { HongKongMacaoContent, WhereToBuyContent } from "./dealers.schema";
import us from "./us/dealers";
import uk from "./uk/dealers";
import eu from "./eu/dealers";
import fr from "./fr/dealers";
import de from "./de/dealers";
import jp from "./jp/dealers";
import cnHongKongMacao from "./cn/dealers";

export const WHERE_TO_BUY: Partial<Record<RegionCode, WhereToBuyContent>> = { us, uk, eu, fr, de, jp };
export const HONG_KONG_MACAO: Partial<Record<RegionCode, HongKongMacaoContent>> = { cn: cnHongKongMacao };
