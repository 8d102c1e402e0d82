import type { SupportFormsContent } from "../support-forms.schema";
import uk from "../uk/support-forms";

const forms: SupportFormsContent = {
  ...uk,
  errors: { ...uk.errors, orderNumber: "Please enter a valid order number, for example EU-100234." },
  rma: {
    ...uk.rma,
    fields: {
      ...uk.rma.fields,
      orderNumber: { label: "Order number", hint: "From your order confirmation email, e.g. EU-100234." },
    },
  },
};

export default forms;
