import { Link } from "react-router";
import type { MarketReadiness } from "~/content/checks/readiness";

/**
 * Launch readiness: per market, every blocker between its content and a public launch (npm run content:readiness
 * prints the same): legal facts still samples, numbers not in their register's form, and, on a draft, what its check
 * finds in the region.
 */
export function ReadinessScreen({
  markets,
  fonts,
  draft,
}: {
  markets: (MarketReadiness & { name: string })[];
  fonts: readonly string[];
  draft: number | null;
}) {
  const ready = markets.filter((market) => market.blockers.length === 0).length;
  const draftQuery = draft ? `&draft=${draft}` : "";
  return (
    <section className="studio-screen studio-cjk" aria-labelledby="screen-title">
      {fonts.map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="default" />
      ))}
      <h1 id="screen-title">Launch readiness</h1>
      <p className="studio-screen__intro">
        {ready} of {markets.length} markets ready to go live.{" "}
        {draft
          ? "Of this draft: its legal facts and what its check finds in each region."
          : "Of the published content: its legal facts. Open a draft to see its check's problems per region too."}
      </p>
      {markets.map((market) => (
        <section key={market.region} className="studio-readiness" aria-labelledby={`ready-${market.region}`}>
          <h2 id={`ready-${market.region}`}>
            {market.name}{" "}
            <span className={market.blockers.length ? "studio-readiness__blocked" : "studio-readiness__ready"}>
              {market.blockers.length
                ? `${market.blockers.length} blocker${market.blockers.length === 1 ? "" : "s"}`
                : "ready"}
            </span>
          </h2>
          <p>
            Legal facts: {market.legal === "real" ? "real" : "samples"} ·{" "}
            <Link to={`/studio/legal?region=${market.region}${draftQuery}`}>Legal facts of {market.name}</Link>
          </p>
          {market.blockers.length ? (
            <ul>
              {market.blockers.map((blocker) => (
                <li key={`${blocker.file} ${blocker.path} ${blocker.message}`}>
                  <code>
                    {blocker.file} {blocker.path}
                  </code>
                  : {blocker.message}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </section>
  );
}
