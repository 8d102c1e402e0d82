// Support forms (RMA, registration, wholesale), British English: only what differs from en-US.
import type { SupportFormsContent } from "../../support-forms.schema";
import type { DeepPartial } from "../overrides";

const supportForms: DeepPartial<SupportFormsContent> = {
  errors: { orderNumber: "Please enter a valid order number, for example UK-100234." },
  rma: {
    intro: [
      "Request a return, exchange or warranty repair. You will receive a reference number straight away; please quote it whenever you contact us.",
      "We reply within one working day with next steps, usually troubleshooting or a free returns label. You can cancel an order within 14 days of delivery.",
    ],
    signedIn: "You are signed in, so we have filled in your account email.",
    successText:
      "Thank you. We have stored your request and will email you within one working day with the next steps.",
    fields: { orderNumber: { hint: "From your order confirmation email, e.g. UK-100234." } },
    reasons: [
      { value: "defective", label: "Not working / defective" },
      { value: "damaged", label: "Arrived damaged" },
      { value: "missingParts", label: "Missing parts or accessories" },
      { value: "wrongItem", label: "Wrong item received" },
      { value: "return", label: "Return for refund (within 14 days)" },
    ],
  },
  registration: { fields: { store: { hint: "For example: Mechaforge official shop, or the retailer's name." } } },
};

export default supportForms;
