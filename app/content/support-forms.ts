// Support form words per region; the cn site has no RMA or registration forms (its after-sale page replaces them).
import type { RegionCode } from "~/lib/regions";
import type { SupportFormsContent } from "./support-forms.schema";
import us from "./us/support-forms";
import uk from "./uk/support-forms";
import eu from "./eu/support-forms";
import fr from "./fr/support-forms";
import de from "./de/support-forms";
import kr from "./kr/support-forms";
import jp from "./jp/support-forms";

export const SUPPORT_FORMS: Partial<Record<RegionCode, SupportFormsContent>> = { us, uk, eu, fr, de, kr, jp };
