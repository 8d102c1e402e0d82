import type { HomeContent } from "~/content/home.schema";

type Ecosystem = HomeContent["softwareEcosystem"];

const ICONS: Record<Ecosystem["items"][number]["key"], React.ReactNode> = {
  hub: (
    <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
      <circle cx="24" cy="24" r="8" fill="currentColor" />
      <circle cx="8" cy="12" r="5" fill="currentColor" opacity="0.7" />
      <circle cx="40" cy="12" r="5" fill="currentColor" opacity="0.7" />
      <circle cx="24" cy="42" r="5" fill="currentColor" opacity="0.7" />
      <path d="M12 14l7 6M36 14l-7 6M24 32v5" stroke="currentColor" strokeWidth="3" />
    </svg>
  ),
  studio: (
    <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
      <rect x="4" y="8" width="40" height="28" rx="4" fill="none" stroke="currentColor" strokeWidth="3" />
      <rect x="10" y="14" width="10" height="6" rx="2" fill="currentColor" />
      <rect x="22" y="22" width="14" height="6" rx="2" fill="currentColor" opacity="0.7" />
      <path d="M16 42h16" stroke="currentColor" strokeWidth="3" />
    </svg>
  ),
};

/** The content-sharing hub and the creation studio, both external sites. */
export function SoftwareEcosystem({ ecosystem }: { ecosystem: Ecosystem }) {
  return (
    <section className="home-section home-ecosystem fade-in" aria-labelledby="home-ecosystem-title">
      <div className="container">
        <h2 id="home-ecosystem-title" className="home-section__title">
          {ecosystem.title}
        </h2>
        <p className="home-section__subtitle">{ecosystem.subtitle}</p>
        <ul className="home-ecosystem__list">
          {ecosystem.items.map((item) => (
            <li key={item.key} className="home-ecosystem__item" data-key={item.key}>
              <span className="home-ecosystem__icon">{ICONS[item.key]}</span>
              <h3>{item.title}</h3>
              <p>{item.subtitle}</p>
              <a
                className="button button--secondary button--small"
                href={item.link}
                target="_blank"
                rel="noopener noreferrer"
              >
                {item.cta}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
