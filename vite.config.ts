import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import path from "node:path";

// CJK faces are large and many (one per unicode-range subset): `optional` keeps the system font for a first visit when a
// face is not there within ~100 ms, instead of swapping later and shifting long lines of text (Lighthouse measured a
// layout shift of 0.26 on a Chinese support page with `swap`). Latin Inter keeps `swap` (metrics close to the fallback).
const cjkFontDisplay = {
  postcssPlugin: "cjk-font-display-optional",
  Declaration: {
    "font-display": (declaration: { value: string; source?: { input: { file?: string } } }) => {
      if (/@fontsource(-variable)?\/noto-sans-(sc|jp|kr)\//.test(declaration.source?.input.file ?? "")) declaration.value = "optional";
    },
  },
};

export default defineConfig({
  css: { postcss: { plugins: [cjkFontDisplay] } },
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  // The server bundle's entry is our Express router, which wraps the React Router request handler.
  environments: { ssr: { build: { rollupOptions: { input: "./server/app.ts" } } } },
  plugins: [reactRouter()],
});
