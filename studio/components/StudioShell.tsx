import type { ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { StudioMark } from "./StudioMark";

export interface StudioNavItem {
  href: string;
  label: string;
}

/** The studio's frame: its mark, the screens, who is signed in and the way out. */
export function StudioShell({
  nav,
  member,
  csrf,
  children,
}: {
  nav: readonly StudioNavItem[];
  member: { email: string; role: string };
  csrf: string;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const current = (href: string) => {
    const path = href.split("?")[0]!;
    return path === "/studio/" ? pathname === "/studio/" || pathname === "/studio" : pathname === path;
  };
  return (
    <div className="studio">
      <header className="studio-header">
        <div className="studio-header__bar">
          <a className="studio-header__home" href="/studio/">
            <StudioMark />
          </a>
          <p className="studio-header__who">
            <span className="studio-header__email">{member.email}</span>{" "}
            <span className="studio-role">{member.role}</span>
          </p>
          <Form method="post" action="/studio/" className="studio-header__out">
            <input type="hidden" name="csrf" value={csrf} />
            <input type="hidden" name="intent" value="sign-out" />
            <button type="submit" className="button button--secondary button--small">
              Sign out
            </button>
          </Form>
        </div>
        <nav className="studio-nav" aria-label="Studio">
          <ul className="studio-nav__list">
            {nav.map((item) => (
              <li key={item.href}>
                <Link
                  className="studio-nav__link"
                  to={item.href}
                  aria-current={current(item.href) ? "page" : undefined}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" className="studio-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
