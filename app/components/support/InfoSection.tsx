import { ContentLink } from "~/components/ui/ContentLink";
import type { InfoSection as InfoSectionData } from "~/content/support.schema";

interface InfoSectionProps {
  section: InfoSectionData;
  id: string;
  prefix: string;
  /** Locale for news dates. */
  formatDate?: (isoDate: string) => string;
}

/** One titled block of a support or policy page: paragraphs, a list, link cards and contact details. */
export function InfoSection({ section, id, prefix, formatDate }: InfoSectionProps) {
  return (
    <section className="info-section" aria-labelledby={id}>
      {section.date ? (
        <time className="info-section__date" dateTime={section.date}>
          {formatDate ? formatDate(section.date) : section.date}
        </time>
      ) : null}
      <h2 id={id}>{section.heading}</h2>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.list ? (
        <ul>
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {section.links ? (
        <ul className="card-grid">
          {section.links.map((link) => (
            <li key={link.label}>
              <ContentLink className="link-card" prefix={prefix} link={link.link}>
                <span className="link-card__label">{link.label}</span>
                {link.text ? <span className="link-card__text">{link.text}</span> : null}
              </ContentLink>
            </li>
          ))}
        </ul>
      ) : null}
      {section.contacts ? (
        <ul className="contact-list">
          {section.contacts.map((contact) => (
            <li key={contact.label}>
              <span className="contact-list__label">{contact.label}</span>
              {contact.href ? (
                <a className="contact-list__value" href={contact.href}>
                  {contact.value}
                </a>
              ) : (
                <span className="contact-list__value">{contact.value}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
