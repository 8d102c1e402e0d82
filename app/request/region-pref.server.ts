// The visitor's chosen region, language and country (docs/requirements.md, "Region chooser and region label"),
// persisted in a cookie.
import { createCookie } from "react-router";
import { z } from "zod";
import { REGION_CODES } from "~/rules/regions";

export const regionPrefSchema = z.object({
  region: z.enum(REGION_CODES),
  language: z.string().max(8),
  country: z.enum(["US", "CA", "EU", "GB", "FR", "DE", "CN", "JP", "KR", "OTHER"]),
});

export const regionPrefCookie = createCookie("region_pref", { path: "/", sameSite: "lax", maxAge: 60 * 60 * 24 * 365 });
