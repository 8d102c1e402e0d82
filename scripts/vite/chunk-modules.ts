import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Which modules each client chunk holds, and what it imports, written beside the client build (client-chunks.json, not
 * served): scripts/budgets/first-load.ts proves with the shop's that no shopper route's chunks, nor any chunk they load
 * later, hold the studio's code or its form library, and with the studio's that it can see studio code at all.
 */
export function chunkModules(root: string): Plugin {
  return {
    name: "chunk-modules",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const chunks: Record<string, { modules: string[]; imports: string[]; dynamicImports: string[] }> = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== "chunk") continue;
        chunks[fileName] = {
          modules: output.moduleIds.map((id) => path.relative(root, id.split("?")[0]!)),
          imports: output.imports,
          dynamicImports: output.dynamicImports,
        };
      }
      await writeFile(path.join(options.dir!, "..", "client-chunks.json"), JSON.stringify(chunks));
    },
  };
}
