import type { HomeContent } from "~/content/home.schema";

/** Press quotes about the robots. */
export function MediaPraise({ praise }: { praise: HomeContent["mediaPraise"] }) {
  return (
    <section className="home-section home-praise fade-in" aria-labelledby="home-praise-title">
      <div className="container">
        <h2 id="home-praise-title" className="home-section__title">
          {praise.title}
        </h2>
        <ul className="home-praise__list">
          {praise.list.map((quote) => (
            <li key={quote.commentator}>
              <figure className="home-praise__quote">
                <blockquote>
                  <p>{quote.comment}</p>
                </blockquote>
                <figcaption>{quote.commentator}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
