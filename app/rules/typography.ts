// Typography as natives write it, applied where text is made, never typed into the word bundles: French spaces before
// high punctuation and the typographic apostrophe (words/index.ts lays them over every French text), and dates that
// never break inside (every date a page shows is formatted through `unbreakable`). Typed non-breaking spaces drift, so
// content:check refuses a typed one, as it refuses a product named in another order than its catalogue name. The
// bundles stay typed with the keyboard's apostrophe (a ’ typed is kept); quotes between spaces ('cité') are no
// apostrophes, and French copy quotes with « ». Texts that do not come from the words (product names, legal facts)
// are not converted: none has an apostrophe today, and tests/unit/typography.test.ts reads every French text fr shows.

const NNBSP = "\u202f"; // narrow no-break space: before ; ! ? and %, as French typography and Intl write it
const NBSP = "\u00a0"; // no-break space: before : and inside « »
const WORD_JOINER = "\u2060"; // no break on either side; draws nothing

/**
 * French spacing: a narrow no-break space before ; ! ? and %, a no-break space before : and inside « », and between a
 * number and its "h" (9 h, 23 h 59) or "€" (119 €, as Intl writes prices). A space the text already has is replaced; a missing one before ; ! ? is added.
 */
export function frenchSpacing(text: string): string {
  return text
    .replace(/[ \u00a0\u202f]+([;!?])/g, `${NNBSP}$1`)
    .replace(/([\p{L}\p{N})»])([;!?])(?=\s|$)/gu, `$1${NNBSP}$2`)
    .replace(/ +:/g, `${NBSP}:`)
    .replace(/« +/g, `«${NBSP}`)
    .replace(/ +»/g, `${NBSP}»`)
    .replace(/(\d) +%/g, `$1${NNBSP}%`)
    .replace(/(\d) +€/g, `$1${NBSP}€`)
    .replace(/(\d) +h\b/g, `$1${NBSP}h`)
    .replace(/\bh +(\d)/g, `h${NBSP}$1`);
}

/**
 * French typography: its spacing, and the typographic apostrophe (l’univers, aujourd’hui) for the typewriter one
 * between letters or before a placeholder ("d'{product}"), outside addresses. Words are typed with the keyboard's one.
 */
export function frenchTypography(text: string): string {
  return frenchSpacing(text)
    .split(/(\S+:\/\/\S*)/)
    .map((part, index) => (index % 2 ? part : part.replace(/(\p{L})'(?=[\p{L}{])/gu, "$1\u2019")))
    .join("");
}

/** A label before its value ("Se désinscrire : https://…"): French puts a no-break space before the colon. */
export function labelled(label: string, language: string): string {
  return language.startsWith("fr") ? `${label}${NBSP}:` : `${label}:`;
}

/** Letters a line may break between (Han, kana, Hangul and their punctuation): a date in them needs joiners. */
const BREAKABLE = /[\u1100-\u11ff\u3000-\u30ff\u3130-\u318f\u3400-\u9fff\uac00-\ud7af\uff00-\uffef]/u;

/**
 * A date (or time) that never breaks across lines: its spaces become no-break spaces, and where its script lets a line
 * break between any two letters (2025年5月6日, 5월 6일), word joiners hold them together.
 */
export function unbreakable(text: string): string {
  const chars = [...text.replace(/ /g, NBSP)];
  return chars
    .map((char, index) => {
      const next = chars[index + 1];
      return next !== undefined && (BREAKABLE.test(char) || BREAKABLE.test(next)) ? char + WORD_JOINER : char;
    })
    .join("");
}

/** Typography per language, laid over every text of its words. */
export const LANGUAGE_TYPOGRAPHY: Partial<Record<"zh" | "en" | "fr" | "de" | "ko" | "ja", (text: string) => string>> = {
  fr: frenchTypography,
};
