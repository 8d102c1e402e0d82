// What each language writes for the manuals: the words around the facts of scripts/manuals/catalogue.ts. A text that
// states a number takes it as an argument (`n(...)` formats it in the language's way), so no number is typed twice.
import type { Language } from "../../../app/rules/regions";
import type { COMMON, ManualFacts, ManualFile, SpecLabel, SpecRow } from "../catalogue";

export interface TextContext {
  /** A number in the language's format (decimal comma in de and fr). */
  n: (value: number) => string;
  /** A product's name as the language writes it (for the manual's own product and any other it names). */
  name: (file: ManualFile) => string;
  /** The common facts, with the age of the manual's own product. */
  common: Omit<typeof COMMON, "minimumAge"> & { minimumAge: number };
}

export interface ManualContext extends TextContext {
  /** This manual's product name. */
  product: string;
  prose: NonNullable<ManualFacts["prose"]>;
}

export interface ManualWords {
  intro: string;
  inBox: string[];
  gettingStarted: string[];
}

export interface ManualTexts {
  language: Language;
  /** The locale the numbers are formatted in and the PDF's /Lang. */
  locale: string;
  /** Each product as the language names it in running text (the brand's names; the manuals page's words agree). */
  products: Record<ManualFile, string>;
  /** The cover line under the product name, before the series: "User Manual". */
  coverLine: string;
  headings: {
    inBox: string;
    safety: string;
    charging: string;
    gettingStarted: string;
    specs: string;
    warranty: string;
  };
  /** The second footer line: the licensors' trademarks. */
  trademarks: string;
  safety: (c: TextContext) => string[];
  charging: {
    common: (c: TextContext) => string[];
    /** The first step for a robot charged over Type-C with its own adapter (the rest are the common steps after it). */
    typeCFirst: (c: ManualContext) => string;
    dock: (c: ManualContext) => string[];
  };
  warranty: (c: TextContext) => string[];
  specLabels: Record<SpecLabel, string>;
  specValue: (row: SpecRow, c: TextContext) => string;
  manuals: Record<ManualFile, (c: ManualContext) => ManualWords>;
}
