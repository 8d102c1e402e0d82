/** A form field people never see or fill (off screen, hidden from assistive technology); bots filling every input do. */
export const HONEYPOT_FIELD = "fax_number";
