// Types of production-env.mjs, for the TypeScript test harness (tsconfig has allowJs off).
export function productionEnv(): Record<string, string>;
export function withProductionEnv(env: Record<string, string>): Record<string, string>;
