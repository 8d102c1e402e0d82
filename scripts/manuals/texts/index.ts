// Every language's manual texts, by language (the site's languages, app/rules/regions.ts).
import type { Language } from "../../../app/rules/regions";
import { de } from "./de";
import { en } from "./en";
import { fr } from "./fr";
import { ja } from "./ja";
import { ko } from "./ko";
import type { ManualTexts } from "./types";
import { zh } from "./zh";

export const MANUAL_TEXTS: Record<Language, ManualTexts> = { zh, en, fr, de, ko, ja };
