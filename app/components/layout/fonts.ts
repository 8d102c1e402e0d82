// Self-hosted font stylesheets per writing system (no external font hosts). Vite emits them with their woff2 files.
import latin from "~/styles/fonts-latin.css?url";
import sc from "~/styles/fonts-sc.css?url";
import jp from "~/styles/fonts-jp.css?url";
import kr from "~/styles/fonts-kr.css?url";
import type { Region } from "../../rules/regions";

export const FONT_STYLESHEETS: Record<Region["script"], string> = { latin, sc, jp, kr };
