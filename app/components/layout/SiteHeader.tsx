import { RegionLabel } from "./RegionLabel";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import type { LayoutData } from "~/views/layout.server";
import { ContentLink } from "../ui/ContentLink";
import { BrandMark } from "./BrandMark";
import { NavTag } from "./NavTag";

interface SiteHeaderProps {
  shell: Pick<
    LayoutData,
    "region" | "brand" | "ui" | "header" | "shop" | "account" | "regionLabel" | "countryLabels" | "regionLink"
  >;
}

export function SiteHeader({ shell }: SiteHeaderProps) {
  const { region, brand, ui, header } = shell;
  const [menuOpen, setMenuOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const location = useLocation();
  const menuId = useId();
  const navRef = useRef<HTMLElement>(null);

  // Any navigation closes the menus.
  useEffect(() => {
    setMenuOpen(false);
    setOpenGroup(null);
  }, [location.key]);

  useEffect(() => {
    if (!menuOpen && !openGroup) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        // Focus inside a panel that is about to hide goes back to the button that opened it.
        const opener = openGroup
          ? document.querySelector<HTMLElement>(`[aria-controls="${menuId}-${openGroup}"]`)
          : null;
        if (opener?.parentElement?.contains(document.activeElement)) opener.focus();
        setMenuOpen(false);
        setOpenGroup(null);
      }
    };
    const onClick = (event: MouseEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) setOpenGroup(null);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, [menuOpen, openGroup, menuId]);

  const home = region.prefix || "/";
  return (
    <header className="site-header" id="header">
      <div className="site-header__bar">
        <Link to={home} className="site-header__logo" aria-label={brand.logoAlt}>
          <BrandMark name={brand.name} />
        </Link>
        <button
          type="button"
          className="site-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="visually-hidden">{menuOpen ? ui.closeMenu : ui.openMenu}</span>
          <span aria-hidden="true" className={menuOpen ? "burger burger--open" : "burger"} />
        </button>
        <nav
          ref={navRef}
          id={menuId}
          className={menuOpen ? "site-nav site-nav--open" : "site-nav"}
          aria-label={ui.mainNav}
        >
          <ul className="site-nav__list">
            {header.groups.map(({ key, group }) => {
              const expanded = openGroup === key;
              return (
                <li key={key} className="site-nav__item">
                  <button
                    type="button"
                    className="site-nav__group-button"
                    aria-expanded={expanded}
                    aria-controls={`${menuId}-${key}`}
                    onClick={() => setOpenGroup(expanded ? null : key)}
                  >
                    {group.label}
                    <span className="chevron" aria-hidden="true" />
                  </button>
                  <ul id={`${menuId}-${key}`} className="site-nav__panel" hidden={!expanded}>
                    {group.children.map((entry) => (
                      <li key={entry.link + entry.label}>
                        <ContentLink prefix={region.prefix} link={entry.link}>
                          {entry.label}
                          {entry.tag ? <NavTag tag={entry.tag} /> : null}
                        </ContentLink>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
            {header.extras.map((entry) => (
              <li key={entry.link + entry.label} className="site-nav__item">
                <ContentLink prefix={region.prefix} link={entry.link} className="site-nav__link">
                  {entry.label}
                  {entry.tag ? <NavTag tag={entry.tag} /> : null}
                </ContentLink>
              </li>
            ))}
          </ul>
          <ul className="site-nav__tools">
            <li>
              <ContentLink
                prefix={region.prefix}
                link={shell.regionLink.link}
                className="site-nav__region"
                data-testid="region-label"
              >
                <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                  <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" />
                  <path
                    d="M1.5 8h13M8 1.5c2 2 2.8 4 2.8 6.5S10 12.5 8 14.5M8 1.5C6 3.5 5.2 5.5 5.2 8S6 12.5 8 14.5"
                    fill="none"
                    stroke="currentColor"
                  />
                </svg>
                <RegionLabel label={shell.regionLabel} countries={shell.countryLabels} />
              </ContentLink>
            </li>
            <li>
              <ContentLink prefix={region.prefix} link={shell.account.link} className="site-nav__link">
                {shell.account.label}
              </ContentLink>
            </li>
            <li>
              <ContentLink
                prefix={region.prefix}
                link={shell.shop.link}
                className="button button--primary button--small"
              >
                {shell.shop.label}
              </ContentLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
