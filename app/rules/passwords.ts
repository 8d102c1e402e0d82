// How long a password may be: a new one from 8 to 128 characters (the sign-up form, the API, the reset and change
// pages), a presented one at most 128 (nothing longer is hashed).
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
