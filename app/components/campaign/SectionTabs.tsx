interface SectionTabsProps {
  tabs: { label: string; link: string }[];
  label: string;
}

/** In-page links to #special-offers, #lucky-draw and #members-only-offers; the browser scrolls to the anchor. */
export function SectionTabs({ tabs, label }: SectionTabsProps) {
  return (
    <nav className="section-tabs" aria-label={label}>
      <ul className="section-tabs__list container">
        {tabs.map((tab) => (
          <li key={tab.link}>
            <a className="section-tabs__link" href={tab.link}>
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
