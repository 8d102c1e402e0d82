import type { ProductNotice as ProductNoticeData } from "~/rules/product-notice";

/** The product information notice (kr 상품정보제공고시): one row per item, named by a row header. */
export function ProductNotice({ notice }: { notice: ProductNoticeData }) {
  return (
    <div className="product-notice">
      <table className="product-notice__table">
        <caption>{notice.title}</caption>
        <tbody>
          {notice.rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>
                {row.lines.map((line) => (
                  <span key={`${line.text} ${line.code ?? ""}`} className="product-notice__line">
                    {line.text}
                    {line.code ? (
                      <>
                        {" "}
                        <span className="product-notice__code">{line.code}</span>
                      </>
                    ) : null}
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {notice.sample ? <p className="product-notice__sample">{notice.sample}</p> : null}
    </div>
  );
}
