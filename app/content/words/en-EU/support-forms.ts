// Support forms (RMA, registration, wholesale), EU English: only what differs from en-GB.
import type { SupportFormsContent } from "../../support-forms.schema";
import type { DeepPartial } from "../overrides";

const supportForms: DeepPartial<SupportFormsContent> = {
  errors: { orderNumber: "Please enter a valid order number, for example EU-100234." },
  rma: { fields: { orderNumber: { hint: "From your order confirmation email, e.g. EU-100234." } } },
};

export default supportForms;
