// Types of check-budgets.mjs, for the browser suite (tsconfig has allowJs off).
export function scriptReferences(html: string): { urls: string[]; inline: string[] };
export function rootChunkLeaks(): [string, string][];
export const STUDIO_MODULE: RegExp;
export function studioLeaks(): { leaks: [string, string][]; studioChunks: number };
