import { useLocation, useNavigate } from "react-router";
import type { DraftEditor } from "../client/draft-editor";
import type { LegalFactsEditor } from "../workspace.server";

/**
 * A region's legal facts: real or sample, what still holds a sample value or is not in its register's form, and the
 * switch between the two states. Marking them real is refused by the check while any sample value is left; only a
 * publisher may change legal facts (the forms below are read-only to editors).
 */
export function LegalState({
  data,
  editor,
  editable,
}: {
  data: LegalFactsEditor & { mayEdit: boolean };
  editor: DraftEditor;
  editable: boolean;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const real = data.state === "real";
  const mark = async (state: "real" | "sample") => {
    const live = state === "real" ? [...data.live, data.region] : data.live.filter((code) => code !== data.region);
    editor.change("/legal/facts/live", live);
    if (!(await editor.flush())) return;
    await navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  };
  return (
    <section className="studio-legal-state" aria-labelledby="legal-state-title">
      {data.fonts.map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="default" />
      ))}
      <h2 id="legal-state-title">
        {data.name}: legal facts are <strong>{real ? "real" : "samples"}</strong>
      </h2>
      <p>
        {real
          ? "The pages show these facts as the company's registered ones."
          : "Pages mark these facts as samples, numbers do not link to official lookups, and a production server at a public origin answers this region with 503 until they are real."}
      </p>
      {data.samples.length ? (
        <>
          <h3>Still sample values</h3>
          <ul>
            {data.samples.map((fact) => (
              <li key={fact.path}>
                <code>{fact.path}</code>: “{fact.value}”
                {fact.kind === "placeholder" ? " (looks like a placeholder)" : ""}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {data.formats.length ? (
        <>
          <h3>Not in the register&apos;s form</h3>
          <ul>
            {data.formats.map((issue) => (
              <li key={issue.path}>
                <code>{issue.path}</code>: {issue.message}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {!data.mayEdit ? (
        <p className="studio-legal-state__role">Only a publisher may change legal facts.</p>
      ) : !editable ? (
        <p className="studio-legal-state__role">Open a draft to change them.</p>
      ) : real ? (
        <button type="button" className="button button--secondary" onClick={() => void mark("sample")}>
          Mark {data.name}&apos;s facts as samples
        </button>
      ) : (
        <button type="button" className="button" onClick={() => void mark("real")}>
          Mark {data.name}&apos;s facts real
        </button>
      )}
    </section>
  );
}
