import path from "node:path";
import { defineConfig } from "vitest/config";
import { contentDir } from "./scripts/vite/content-dir";

const appDir = path.resolve(import.meta.dirname, "app");

export default defineConfig({
  resolve: { alias: { "~": appDir } },
  // CONTENT_DIR: content:check and the content probe read a copy of app/content (scripts/vite/content-dir.ts).
  plugins: [contentDir(appDir)],
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx", "tests/integration/**/*.test.ts"],
    environment: "node",
  },
});
