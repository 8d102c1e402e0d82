import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import path from "node:path";
import { cjkFonts } from "./scripts/vite/cjk-fonts";

export default defineConfig({
  css: { postcss: { plugins: [cjkFonts({ appDir: path.resolve(import.meta.dirname, "app") })] } },
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  // The server bundle's entry is our Express router, which wraps the React Router request handler.
  environments: { ssr: { build: { rollupOptions: { input: "./server/app.ts" } } } },
  plugins: [reactRouter()],
});
