import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import path from "node:path";
import { cjkFontDisplay, cjkFontSubsets } from "./scripts/vite/cjk-fonts";

const appDir = path.resolve(import.meta.dirname, "app");

export default defineConfig({
  css: { postcss: { plugins: [cjkFontDisplay()] } },
  resolve: { alias: { "~": appDir } },
  // Font files stay files (only the faces a page's characters need are fetched), however small the CJK subsets get.
  build: { assetsInlineLimit: (file) => (file.endsWith(".woff2") ? false : undefined) },
  // The server bundle's entry is our Express router, which wraps the React Router request handler.
  environments: { ssr: { build: { rollupOptions: { input: "./server/app.ts" } } } },
  plugins: [cjkFontSubsets({ appDir }), reactRouter()],
});
