// Types of blank-font.mjs (tsconfig has allowJs off).
export function blankFont(options: {
  family: string;
  unitsPerEm: number;
  ascender: number;
  descender: number;
  ranges: [number, number, number][];
}): Buffer;
