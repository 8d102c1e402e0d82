import { StudioTable } from "../components/StudioTable";

export interface AuditRow {
  id: number;
  at: string;
  email: string;
  action: string;
  target: string | null;
  detail: string;
}

/** The audit log: who did what, when (UTC). */
export function AuditTable({ rows }: { rows: readonly AuditRow[] }) {
  if (rows.length === 0) return <p className="studio-empty">Nothing yet.</p>;
  return (
    <StudioTable columns={["When (UTC)", "Who", "What", "On", "Details"]}>
      {rows.map((row) => (
        <tr key={row.id}>
          <td>
            <time dateTime={row.at}>{row.at.slice(0, 19).replace("T", " ")}</time>
          </td>
          <td>{row.email}</td>
          <td>
            <span className={`studio-action studio-action--${row.action}`}>{row.action}</span>
          </td>
          <td>{row.target ?? ""}</td>
          <td className="studio-table__detail">{row.detail}</td>
        </tr>
      ))}
    </StudioTable>
  );
}
