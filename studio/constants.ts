// What the studio's browser code and its server share: no server code here.

/** The form field and the header that carry a studio CSRF token (studio/csrf.server.ts). */
export const CSRF_FIELD = "csrf";
export const CSRF_HEADER = "x-csrf-token";

/** Staff passwords open the content of every region: longer than a customer's minimum. */
export const STAFF_PASSWORD_MIN = 12;
export const STAFF_PASSWORD_MAX = 128;
