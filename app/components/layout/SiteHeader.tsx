import { useEffect, useId, useRef } from "react";
import { Link, useLocation } from "react-router";
import { attachHeaderMenu, type HeaderMenu } from "~/client/header-menu";
import { lockScroll } from "~/client/scroll-lock";
import { AccountLink } from "~/components/layout/AccountLink";
import { BrandMark } from "~/components/layout/BrandMark";
import { NavTag } from "~/components/layout/NavTag";
import { RegionLabel } from "~/components/layout/RegionLabel";
import { ContentLink } from "~/components/ui/ContentLink";
import { GlobeIcon } from "~/components/ui/GlobeIcon";
import type { LayoutData } from "~/views/layout";

interface SiteHeaderProps {
  shell: Pick<
    LayoutData,
    "region" | "brand" | "ui" | "header" | "shop" | "account" | "regionLabel" | "countryLabels" | "regionLink"
  >;
}

export function SiteHeader({ shell }: SiteHeaderProps) {
  const { region, brand, ui, header } = shell;
  const location = useLocation();
  const menuId = useId();
  const menu = useRef<HeaderMenu | null>(null);

  // The menus' behaviour is one function for hydrated and document-only pages (client/header-menu.ts): React renders
  // them closed, the function opens and closes them.
  useEffect(() => {
    menu.current = attachHeaderMenu(document, { openMenu: ui.openMenu, closeMenu: ui.closeMenu }, lockScroll);
    return () => menu.current?.detach();
  }, [ui.openMenu, ui.closeMenu]);
  // Any navigation closes the menus.
  useEffect(() => menu.current?.close(), [location.key]);

  const home = region.prefix || "/";
  return (
    <header className="site-header" id="header">
      <div className="site-header__bar">
        <Link to={home} className="site-header__logo" aria-label={brand.logoAlt}>
          <BrandMark name={brand.name} />
        </Link>
        <button type="button" className="site-header__menu-button" aria-expanded={false} aria-controls={menuId}>
          <span className="visually-hidden">{ui.openMenu}</span>
          <span aria-hidden="true" className="burger" />
        </button>
        {/* Behind the open mobile menu: a click on it closes the menu (keyboard: Escape or the menu button). */}
        <div className="site-nav__backdrop" hidden />
        <nav id={menuId} className="site-nav" aria-label={ui.mainNav}>
          <ul className="site-nav__list">
            {header.groups.map(({ key, group }) => {
              return (
                <li key={key} className="site-nav__item">
                  <button
                    type="button"
                    className="site-nav__group-button"
                    aria-expanded={false}
                    aria-controls={`${menuId}-${key}`}
                  >
                    {group.label}
                    <span className="chevron" aria-hidden="true" />
                  </button>
                  <ul id={`${menuId}-${key}`} className="site-nav__panel" hidden>
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
                <GlobeIcon size={16} hidden />
                <RegionLabel label={shell.regionLabel} countries={shell.countryLabels} />
              </ContentLink>
            </li>
            <li>
              <AccountLink
                region={region.code}
                prefix={region.prefix}
                link={shell.account.link}
                label={shell.account.label}
                signedInLabel={shell.account.signedInLabel}
                className="site-nav__link"
              />
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
