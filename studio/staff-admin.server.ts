// Staff accounts through the running server, for `npm run studio:user` when the server holds the embedded
// database (one writer per data directory): the operators' bearer token, as every /__admin endpoint.
import express, { type Request, type Response } from "express";
import { z } from "zod";
import { STAFF_ROLES } from "../database/studio-schema";
import { operatorOf } from "./admin.server";
import type { StudioServices } from "./context.server";
import { StaffExistsError, createStaff, newSignInLink } from "./staff.server";

export const ADMIN_STUDIO_USERS_PATH = "/__admin/studio/users";

const newStaffSchema = z.object({ email: z.email().max(254), role: z.enum(STAFF_ROLES) });
const linkSchema = z.object({ email: z.email().max(254) });

/** The routes, behind the admin guard the server puts in front (the operators' bearer token, as every /__admin one). */
export function studioAdminRouter(studio: StudioServices): express.Router {
  const router = express.Router();
  router.use(express.json({ limit: "4kb" }));
  router.post("/users", async (req: Request, res: Response) => {
    const input = newStaffSchema.safeParse(req.body);
    if (!input.success) return void res.status(400).json({ error: z.prettifyError(input.error) });
    try {
      const { member, token } = await createStaff(await studio.store.get(), input.data, new Date(), operatorOf(req));
      res.status(201).json({ email: member.email, role: member.role, token });
    } catch (error) {
      if (error instanceof StaffExistsError) return void res.status(409).json({ error: error.message });
      console.error(`[admin] staff account failed: ${(error as Error).message}`);
      res.status(503).json({ error: "the studio's database is unavailable" });
    }
  });
  router.post("/users/link", async (req: Request, res: Response) => {
    const input = linkSchema.safeParse(req.body);
    if (!input.success) return void res.status(400).json({ error: z.prettifyError(input.error) });
    try {
      const token = await newSignInLink(await studio.store.get(), input.data.email, new Date(), operatorOf(req));
      if (!token) return void res.status(404).json({ error: `no staff account for ${input.data.email}` });
      res.json({ email: input.data.email.trim().toLowerCase(), token });
    } catch (error) {
      console.error(`[admin] sign-in link failed: ${(error as Error).message}`);
      res.status(503).json({ error: "the studio's database is unavailable" });
    }
  });
  return router;
}
