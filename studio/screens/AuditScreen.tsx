import { AuditTable, type AuditRow } from "./AuditTable";

export function AuditScreen({ rows }: { rows: AuditRow[] }) {
  return (
    <section className="studio-screen" aria-labelledby="audit-title">
      <h1 id="audit-title">Audit log</h1>
      <p className="studio-screen__intro">
        Every sign-in, draft change, check, preview link, publish and roll-back, newest first.
      </p>
      <AuditTable rows={rows} />
    </section>
  );
}
