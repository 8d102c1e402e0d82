import type { ReactNode } from "react";

/** A studio table in a box of its own that scrolls sideways (the page never does), under a row of column names. */
export function StudioTable({
  columns,
  className,
  children,
}: {
  columns: readonly ReactNode[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="studio-table__scroll">
      <table className={className ? `studio-table ${className}` : "studio-table"}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
