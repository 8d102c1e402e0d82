import type { AuditRow } from "./AuditTable";
import { AuditTable } from "./AuditTable";

export function Overview({ member, recent }: { member: { email: string; role: string }; recent: AuditRow[] }) {
  return (
    <section className="studio-screen" aria-labelledby="overview-title">
      <h1 id="overview-title">Studio</h1>
      <p className="studio-screen__intro">
        Signed in as <strong>{member.email}</strong>,{" "}
        {member.role === "publisher"
          ? "a publisher: you draft, check, preview and publish."
          : "an editor: you draft, check and preview; a publisher publishes."}
      </p>
      <h2>Recent activity</h2>
      <AuditTable rows={recent} />
    </section>
  );
}
