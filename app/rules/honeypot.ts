// Form spam: public forms attract bots, and a CAPTCHA would cost shoppers and need a third party. So the support forms
// carry a honeypot, and a submission that fills it is refused with the region's bad-request message and not stored;
// every page form and the newsletter also spend from the forms tier of the edge rate limit (the newsletter box, a JSON
// API call, has only that).

/** A form field people never see or fill (off screen, hidden from assistive technology); bots filling every input do. */
export const HONEYPOT_FIELD = "fax_number";
