// Types of pages.mjs, for the server tests (tsconfig has allowJs off).
export const FIRST_INSTANT: string;
export const REGION_PREFIXES: Record<"cn" | "us" | "uk" | "eu" | "fr" | "de" | "kr" | "jp", string>;
export interface Renderer {
  get(pathname: string, at?: string): Promise<Response>;
}
export function renderer(): Promise<Renderer>;
export function regionPaths(render: Renderer, region: keyof typeof REGION_PREFIXES): Promise<string[]>;
export function pageStates(
  render: Renderer,
  pathname: string,
): AsyncGenerator<{ at: string; status: number; html: string }, void, unknown>;
export function textOf(html: string): string;
export function pageText(html: string): string;
export function firstViewText(html: string): string;
