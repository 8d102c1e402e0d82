import type { SupportFormsContent } from "../support-forms.schema";
import us from "../us/support-forms";

const forms: SupportFormsContent = {
  ...us,
  errors: {
    ...us.errors,
    orderNumber: "Please enter a valid order number, for example UK-100234.",
    tooLong: "This is too long. Please shorten it.",
  },
  errorSummary: "Please correct the fields marked below.",
  privacyNote: "We use these details only to handle your request, as described in our Privacy Policy.",
  rma: {
    ...us.rma,
    intro: [
      "Request a return, exchange or warranty repair. You will receive a reference number straight away; please quote it whenever you contact us.",
      "We reply within one working day with next steps, usually troubleshooting or a free returns label. You can cancel an order within 14 days of delivery.",
    ],
    signedIn: "You are signed in, so we have filled in your account email.",
    successText:
      "Thank you. We have stored your request and will email you within one working day with the next steps.",
    fields: {
      ...us.rma.fields,
      orderNumber: { label: "Order number", hint: "From your order confirmation email, e.g. UK-100234." },
    },
    reasons: us.rma.reasons.map((reason) =>
      reason.value === "return" ? { ...reason, label: "Return for refund (within 14 days)" } : reason,
    ),
  },
  registration: {
    ...us.registration,
    fields: {
      ...us.registration.fields,
      store: { label: "Where did you buy it?", hint: "For example: Mechaforge official shop, or the retailer's name." },
    },
  },
  wholesale: undefined,
};

export default forms;
