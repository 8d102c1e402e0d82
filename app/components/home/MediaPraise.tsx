import type { HomeContent } from "~/content/home.schema";

/** Press quotes about the robots: real ones only, each naming and linking its outlet (home.ts `press`). */
export function MediaPraise({ praise }: { praise: NonNullable<HomeContent["mediaPraise"]> }) {
  return (
    <section className="home-section home-praise fade-in" aria-labelledby="home-praise-title">
      <div className="container">
        <h2 id="home-praise-title" className="home-section__title">
          {praise.title}
        </h2>
        <ul className="home-praise__list">
          {praise.list.map((quote) => (
            <li key={quote.url}>
              <figure className="home-praise__quote">
                <blockquote cite={quote.url}>
                  <p>{quote.quote}</p>
                </blockquote>
                <figcaption>
                  <cite>
                    <a href={quote.url} target="_blank" rel="noopener noreferrer">
                      {quote.outlet}
                    </a>
                  </cite>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
