import { useId, useRef, useState } from "react";
import { CampaignCard, type CampaignCardContext } from "~/components/campaign/CampaignCard";
import { Section } from "~/components/campaign/Section";
import type { CampaignCardView } from "~/views/campaign";

interface ProductGroupView {
  id: string;
  label: string;
  title: string;
  content?: string;
  products: CampaignCardView[];
}

interface ProductTabsProps extends CampaignCardContext {
  title: string;
  label: string;
  groups: ProductGroupView[];
}

/** Product groups in tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move between tabs; switching needs no reload. */
export function ProductTabs({ title, label, groups, ...cardProps }: ProductTabsProps) {
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();

  const select = (index: number) => {
    const next = (index + groups.length) % groups.length;
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: groups.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <Section name="product-tabs" titleId="product-tabs-title" title={title}>
      <div className="product-tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {groups.map((group, index) => (
          <button
            key={group.id}
            ref={(el) => {
              tabRefs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${group.id}`}
            aria-controls={`${baseId}-panel-${group.id}`}
            aria-selected={index === selected}
            tabIndex={index === selected ? 0 : -1}
            className="product-tabs__tab"
            onClick={() => setSelected(index)}
          >
            {group.label}
          </button>
        ))}
      </div>
      {groups.map((group, index) => (
        <div
          key={group.id}
          role="tabpanel"
          id={`${baseId}-panel-${group.id}`}
          aria-labelledby={`${baseId}-tab-${group.id}`}
          hidden={index !== selected}
          tabIndex={0}
          className="product-tabs__panel"
          data-group={group.id}
        >
          <h3 className="product-tabs__title">{group.title}</h3>
          {group.content ? <p className="campaign-section__lead">{group.content}</p> : null}
          <div className="product-grid">
            {group.products.map((item) => (
              <CampaignCard key={item.key} item={item} {...cardProps} />
            ))}
          </div>
        </div>
      ))}
    </Section>
  );
}
