import { ProductTile } from "~/components/product/ProductTile";
import type { HomeTile } from "~/content/home.schema";
import type { CatalogueCard } from "~/rules/catalogue-card";

export interface TileSectionData {
  title: string;
  tiles: (Omit<HomeTile, "window"> & { card: CatalogueCard })[];
}

interface TileSectionProps {
  id: string;
  section: TileSectionData;
  prefix: string;
  learnMore: string;
  variant: "featured" | "grid" | "slogan";
}

/**
 * One of the home page's tile sections (section1, section2, section3 with the slogan); none while every tile of its
 * row is out of its window.
 */
export function TileSection({ id, section, prefix, learnMore, variant }: TileSectionProps) {
  if (!section.tiles.length) return null;
  const sizes =
    variant === "featured"
      ? "(min-width: 768px) 45vw, 90vw"
      : "(min-width: 1024px) 280px, (min-width: 768px) 45vw, 90vw";
  return (
    <section className={`home-section home-tiles home-tiles--${variant} fade-in`} aria-labelledby={`${id}-title`}>
      <div className="container">
        <h2
          id={`${id}-title`}
          className={variant === "slogan" ? "home-section__title home-section__slogan" : "home-section__title"}
        >
          {section.title}
        </h2>
        <div className="home-tiles__grid">
          {section.tiles.map((tile) => (
            <ProductTile
              key={tile.key}
              card={tile.card}
              prefix={prefix}
              learnMore={learnMore}
              title={tile.title}
              subtitle={tile.subtitle}
              copyright={tile.copyright}
              sizes={sizes}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
