// Types of merge-fonts.mjs, for the unit tests (tsconfig has allowJs off).
export interface ShapingSetting {
  language: string;
  scripts: string[];
}
export function readTables(font: Uint8Array): Map<string, Buffer>;
export function readCmap(cmap: Buffer): Map<number, number>;
export function defaultFeatures(font: Uint8Array): Set<string>;
export function mergeFonts(base: Uint8Array, others: Uint8Array[]): Buffer;
export function checkMerged(
  parts: { font: Uint8Array; points: number[] }[],
  merged: Uint8Array,
  setting: ShapingSetting,
): void;
