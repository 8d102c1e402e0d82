import { BrandMark } from "~/components/layout/BrandMark";
import { LegalBlock } from "~/components/layout/LegalBlock";
import { RegionLabel } from "~/components/layout/RegionLabel";
import { SocialIcon } from "~/components/layout/SocialIcon";
import { ContentLink } from "~/components/ui/ContentLink";
import type { LayoutData } from "~/views/layout";

interface SiteFooterProps {
  shell: Pick<
    LayoutData,
    | "region"
    | "brand"
    | "ui"
    | "footer"
    | "footerNavs"
    | "companyAddress"
    | "media"
    | "copyright"
    | "legalFooter"
    | "consent"
    | "textBanner"
    | "regionLabel"
    | "countryLabels"
    | "regionLink"
  >;
}

export function SiteFooter({ shell }: SiteFooterProps) {
  const { region, ui } = shell;
  return (
    <footer className="site-footer">
      {shell.textBanner ? (
        <p className="text-banner">
          <ContentLink prefix={region.prefix} link={shell.textBanner.link}>
            {shell.textBanner.label}
          </ContentLink>
        </p>
      ) : null}
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <BrandMark name={shell.brand.name} />
          <address className="site-footer__address">
            <strong>{shell.companyAddress.title}</strong>
            {shell.companyAddress.lines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          <ul className="site-footer__social" aria-label={ui.followUs}>
            {shell.media.map((item) => (
              <li key={item.icon}>
                <a href={item.link} target="_blank" rel="noopener noreferrer" aria-label={item.label}>
                  <SocialIcon icon={item.icon} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav className="site-footer__groups" aria-label={ui.footerNav}>
          {shell.footer.groups.map(({ key, group }) => (
            <div key={key} className="site-footer__group">
              <h2 className="site-footer__heading">{group.label}</h2>
              <ul>
                {group.children.map((entry) => (
                  <li key={entry.link + entry.label}>
                    <ContentLink prefix={region.prefix} link={entry.link}>
                      {entry.label}
                    </ContentLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          {shell.footer.extras.length > 0 ? (
            <div className="site-footer__group">
              <ul>
                {shell.footer.extras.map((entry) => (
                  <li key={entry.link + entry.label}>
                    <ContentLink prefix={region.prefix} link={entry.link}>
                      {entry.label}
                    </ContentLink>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </nav>
      </div>
      <div className="site-footer__bottom">
        <ul className="site-footer__navs">
          {shell.footerNavs.map((entry) => (
            <li key={entry.link + entry.label}>
              <ContentLink prefix={region.prefix} link={entry.link}>
                {entry.label}
              </ContentLink>
            </li>
          ))}
          {shell.consent.words ? (
            <li>
              {/* Opens the consent settings (client/consent.ts); without JavaScript, the privacy policy. */}
              <a href={shell.consent.privacyHref} data-consent-open="">
                {shell.consent.mode === "opt-out"
                  ? (shell.consent.words.optOut?.link ?? shell.consent.words.footerLink)
                  : shell.consent.words.footerLink}
              </a>
            </li>
          ) : null}
          <li>
            <ContentLink prefix={region.prefix} link={shell.regionLink.link}>
              <RegionLabel label={shell.regionLabel} countries={shell.countryLabels} />
            </ContentLink>
          </li>
        </ul>
        {shell.copyright.map((line) => (
          <p key={line} className="site-footer__copyright">
            {line}
          </p>
        ))}
        {shell.legalFooter ? <LegalBlock prefix={region.prefix} block={shell.legalFooter} /> : null}
      </div>
    </footer>
  );
}
