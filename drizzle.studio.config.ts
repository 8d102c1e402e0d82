// drizzle-kit for the studio's storage scope: `npx drizzle-kit generate --config drizzle.studio.config.ts`
// writes a new migration after a change to database/studio-schema.ts.
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./database/studio-schema.ts",
  out: "./database/studio-migrations",
});
