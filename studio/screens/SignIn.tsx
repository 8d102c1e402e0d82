import { Form, useNavigation } from "react-router";
import { StudioMark } from "../components/StudioMark";
import { CSRF_FIELD, STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN } from "../constants";

export interface SignInView {
  mode: "sign-in" | "set-password" | "link-invalid";
  csrf: string;
  next: string;
  link: string | null;
  email: string | null;
}

export type Outcome = { status: string; message: string; email?: string };

/** The studio's sign-in, and choosing a password from a one-time link (studio/sign-in.server.ts). */
/** `outcome`: the action's answer, handed down by the route (studio/routes/sign-in.tsx). */
export function SignIn({ view: loaderData, outcome }: { view: SignInView; outcome?: Outcome }) {
  const busy = useNavigation().state === "submitting";
  const { mode, csrf, next } = loaderData;
  const error = outcome ? (
    <p className="studio-form__error" role="alert">
      {outcome.message}
    </p>
  ) : null;
  return (
    <div className="studio-sign-in">
      <section className="studio-sign-in__panel" aria-labelledby="studio-sign-in-title">
        <StudioMark />
        {mode === "set-password" ? (
          <>
            <h1 id="studio-sign-in-title">Choose your password</h1>
            <p className="studio-sign-in__intro">
              Welcome, <strong>{loaderData.email}</strong>. This link works once; the password you choose signs you in
              from now on.
            </p>
            <Form method="post" className="studio-form" replace>
              <input type="hidden" name={CSRF_FIELD} value={csrf} />
              <input type="hidden" name="intent" value="set-password" />
              <input type="hidden" name="link" value={loaderData.link ?? ""} />
              <input type="hidden" name="next" value={next} />
              <input
                type="text"
                name="username"
                autoComplete="username"
                value={loaderData.email ?? ""}
                readOnly
                hidden
              />
              <div className="studio-form__field">
                <label htmlFor="password">New password</label>
                <input
                  id="password"
                  name="password"
                  type="password"
                  autoComplete="new-password"
                  minLength={STAFF_PASSWORD_MIN}
                  maxLength={STAFF_PASSWORD_MAX}
                  required
                  aria-describedby="password-hint"
                />
                <p id="password-hint" className="studio-form__hint">
                  At least {STAFF_PASSWORD_MIN} characters.
                </p>
              </div>
              <div className="studio-form__field">
                <label htmlFor="confirm">The same again</label>
                <input
                  id="confirm"
                  name="confirm"
                  type="password"
                  autoComplete="new-password"
                  minLength={STAFF_PASSWORD_MIN}
                  maxLength={STAFF_PASSWORD_MAX}
                  required
                />
              </div>
              {error}
              <button type="submit" className="button button--primary" disabled={busy}>
                Set password and sign in
              </button>
            </Form>
          </>
        ) : (
          <>
            <h1 id="studio-sign-in-title">Sign in to the studio</h1>
            {mode === "link-invalid" ? (
              <p className="studio-form__error" role="alert">
                This sign-in link is used or has expired. Ask a colleague for a new one, or sign in with your password.
              </p>
            ) : (
              <p className="studio-sign-in__intro">For Mechaforge staff. Shop accounts do not work here.</p>
            )}
            <Form method="post" className="studio-form" replace>
              <input type="hidden" name={CSRF_FIELD} value={csrf} />
              <input type="hidden" name="intent" value="sign-in" />
              <input type="hidden" name="next" value={next} />
              <div className="studio-form__field">
                <label htmlFor="email">Email</label>
                <input
                  id="email"
                  name="email"
                  type="email"
                  autoComplete="username"
                  defaultValue={outcome && "email" in outcome ? outcome.email : undefined}
                  required
                />
              </div>
              <div className="studio-form__field">
                <label htmlFor="password">Password</label>
                <input id="password" name="password" type="password" autoComplete="current-password" required />
              </div>
              {error}
              <button type="submit" className="button button--primary" disabled={busy}>
                Sign in
              </button>
            </Form>
          </>
        )}
      </section>
    </div>
  );
}
