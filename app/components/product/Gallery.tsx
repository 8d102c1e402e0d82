import { Picture } from "~/components/ui/Picture";
import type { ImageRef } from "~/rules/images";

export interface GalleryItem {
  image: ImageRef;
  alt: string;
}

/** The gallery section, anchor #gallery. */
export function Gallery({ title, items }: { title: string; items: GalleryItem[] }) {
  return (
    <section id="gallery" className="product-section product-gallery fade-in" aria-labelledby="gallery-title">
      <div className="container">
        <h2 id="gallery-title">{title}</h2>
        <ul className="product-gallery__grid">
          {items.map((item) => (
            <li key={item.image.src}>
              <Picture
                image={item.image}
                alt={item.alt}
                sizes="(min-width: 1024px) 380px, (min-width: 768px) 45vw, 90vw"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
