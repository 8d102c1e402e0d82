// Manual table content (docs/requirements.md, "Manuals"): per region, titles and one table per robot series.
import { z } from "zod";

const text = z.string().min(1);

export const manualRowSchema = z.object({
  name: text,
  /** Basename of the PDF in public/downloads/manuals/ (without .pdf); its size is read from disk, never typed in. */
  file: z.string().regex(/^[a-z0-9-]+$/),
  /** Update time, YYYY-MM-DD. */
  date: z.iso.date(),
});

export const manualsContentSchema = z
  .object({
    title: text,
    intro: text,
    thName: text,
    thSize: text,
    thUpdateTime: text,
    download: text,
    /** Series names, in display order; `data` has one row list per series, same order. */
    seriesName: z.array(text).min(1),
    data: z.array(z.array(manualRowSchema).min(1)).min(1),
  })
  .refine((value) => value.seriesName.length === value.data.length, { message: "one row list per series name" });

export type ManualsContent = z.infer<typeof manualsContentSchema>;

export const MANUAL_SERIES = ["flagship", "elite", "disneyPixar", "interstellar", "accessories"] as const;
export const manualSeriesSchema = z.enum(MANUAL_SERIES);

/** Per region with a manuals page: the tables, in order, each a series and its manuals (file and update day). */
export const manualFactsSchema = z.array(
  z.strictObject({
    series: manualSeriesSchema,
    manuals: z.array(manualRowSchema.omit({ name: true }).strict()).min(1),
  }),
);

export const manualWordsSchema = z.strictObject({
  title: text,
  intro: text,
  thName: text,
  thSize: text,
  thUpdateTime: text,
  download: text,
  series: z.partialRecord(manualSeriesSchema, text),
  /** Each manual's name, by file. */
  names: z.record(z.string(), text),
});

export type ManualFacts = z.infer<typeof manualFactsSchema>;
