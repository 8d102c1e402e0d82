/** One manual of a series as the table shows it: its name, its PDF, its true size and its update day. */
export interface ManualTableRow {
  name: string;
  href: string;
  /** The PDF's language (the page's, or English where the manual is not yet translated). */
  hrefLang: string;
  bytes: number;
  size: string;
  date: string;
}

/** One robot series' manuals. */
export interface ManualTableData {
  series: string;
  rows: ManualTableRow[];
}

interface ManualTableProps {
  table: ManualTableData;
  index: number;
  headings: { name: string; size: string; updateTime: string; download: string };
}

/** One robot series: name, true file size and update time per manual, each row downloading its PDF. */
export function ManualTable({ table, index, headings }: ManualTableProps) {
  const titleId = `manual-series-${index}`;
  return (
    <section className="manual-series" aria-labelledby={titleId}>
      <h2 id={titleId} className="manual-series__title">
        {table.series}
      </h2>
      <table className="manual-table" aria-labelledby={titleId}>
        <thead>
          <tr>
            <th scope="col">{headings.name}</th>
            <th scope="col">{headings.size}</th>
            <th scope="col">{headings.updateTime}</th>
            <th scope="col">
              <span className="visually-hidden">{headings.download}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.href}>
              <th scope="row" className="manual-table__name">
                <span className="manual-table__label">
                  <PdfIcon />
                  {row.name}
                </span>
              </th>
              <td data-label={headings.size}>
                <data value={row.bytes}>{row.size}</data>
              </td>
              <td data-label={headings.updateTime}>
                <time dateTime={row.date}>{row.date}</time>
              </td>
              <td className="manual-table__action">
                <a
                  className="button button--small button--secondary"
                  href={row.href}
                  hrefLang={row.hrefLang}
                  download
                  type="application/pdf"
                  aria-label={`${headings.download}: ${row.name}`}
                >
                  {headings.download}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function PdfIcon() {
  return (
    <svg className="manual-table__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M6 2h8l5 5v15H6z" fill="#fff" stroke="currentColor" strokeWidth="1.5" />
      <path d="M14 2v5h5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <rect x="3" y="12" width="13" height="7" rx="1.5" fill="#e4002b" />
      <text
        x="9.5"
        y="17.6"
        textAnchor="middle"
        fontSize="5.5"
        fontWeight="700"
        fill="#fff"
        fontFamily="Arial, sans-serif"
      >
        PDF
      </text>
    </svg>
  );
}
