// drizzle-kit: `npx drizzle-kit generate` writes a new migration after a change to database/schema.ts.
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./database/schema.ts",
  out: "./database/migrations",
});
