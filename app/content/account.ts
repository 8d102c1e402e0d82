// Login and account screen texts, keyed by region code.
import type { RegionCode } from "~/lib/regions";
import type { AccountContent } from "./account.schema";
import cn from "./cn/account";
import us from "./us/account";
import uk from "./uk/account";
import eu from "./eu/account";
import fr from "./fr/account";
import de from "./de/account";
import kr from "./kr/account";
import jp from "./jp/account";

export const ACCOUNT_CONTENT: Record<RegionCode, AccountContent> = { cn, us, uk, eu, fr, de, kr, jp };
