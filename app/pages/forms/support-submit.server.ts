// Form actions of the support pages: validate (codes → the region's words), store, answer a reference number.
import { randomBytes } from "node:crypto";
import { data } from "react-router";
import { supportForms } from "~/content/support-forms";
import type { SupportFormsContent } from "~/content/support-forms.schema";
import { scopeDatabase } from "~/data/context";
import { insertProductRegistration, insertRmaRequest, insertWholesaleApplication } from "~/data/support-forms.server";
import { requestContent } from "~/request/content.server";
import { loadPage, notFound, type PageLoaderArgs } from "~/request/page.server";
import { REGIONS, type RegionCode } from "~/rules/regions";
import {
  formFields,
  makeReference,
  registrationSchema,
  rmaSchema,
  validateForm,
  wholesaleSchema,
  type FieldErrors,
} from "~/rules/support-forms";

export interface ActionArgs extends PageLoaderArgs {
  request: Request;
}

export type SubmitResult =
  | { status: "invalid"; errors: Record<string, string>; values: Record<string, string> }
  | { status: "success"; reference: string };

function localize(errors: FieldErrors<string>, messages: SupportFormsContent["errors"]): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, code]) => [field, messages[code ?? "required"]]));
}

async function begin(args: ActionArgs) {
  const page = loadPage(args);
  const words = supportForms(requestContent(args.context))[page.region] ?? notFound();
  const fields = formFields(await args.request.formData());
  return { page, content: words, fields, products: words.products.map((product) => product.value) };
}

function invalid(errors: FieldErrors<string>, content: SupportFormsContent, values: Record<string, string>) {
  return data<SubmitResult>({ status: "invalid", errors: localize(errors, content.errors), values }, { status: 400 });
}

const scopeDb = (args: ActionArgs, region: RegionCode) => scopeDatabase(args.context, REGIONS[region].scope);
const reference = (prefix: string, now: Date) => makeReference(prefix, now, randomBytes(6));

export async function submitRmaRequest(args: ActionArgs) {
  const { page, content, fields, products } = await begin(args);
  const result = validateForm(rmaSchema(products), fields);
  if (!result.ok) return invalid(result.errors, content, fields);
  const row = { ...result.data, reference: reference("RMA", page.now), region: page.region };
  await insertRmaRequest(await scopeDb(args, page.region), row);
  return data<SubmitResult>({ status: "success", reference: row.reference });
}

export async function submitProductRegistration(args: ActionArgs) {
  const { page, content, fields, products } = await begin(args);
  const result = validateForm(registrationSchema(products, page.now), fields);
  if (!result.ok) return invalid(result.errors, content, fields);
  const row = { ...result.data, reference: reference("REG", page.now), region: page.region };
  await insertProductRegistration(await scopeDb(args, page.region), row);
  return data<SubmitResult>({ status: "success", reference: row.reference });
}

export async function submitWholesaleApplication(args: ActionArgs) {
  const { page, content, fields } = await begin(args);
  if (!content.wholesale) notFound();
  const result = validateForm(wholesaleSchema(), fields);
  if (!result.ok) return invalid(result.errors, content, fields);
  const { website, taxId, message, ...required } = result.data;
  const row = {
    ...required,
    website: website || null,
    taxId: taxId || null,
    message: message || null,
    reference: reference("WSA", page.now),
    region: page.region,
  };
  await insertWholesaleApplication(await scopeDb(args, page.region), row);
  return data<SubmitResult>({ status: "success", reference: row.reference });
}
