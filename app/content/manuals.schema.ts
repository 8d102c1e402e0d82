// Manual table content (spec §3 "Manual table"): per region, titles and one table per robot series.
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
export type ManualRow = z.infer<typeof manualRowSchema>;
