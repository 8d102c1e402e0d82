// The one layout of every email we send, written with React and rendered to static markup: a table layout
// with inline styles, as mail clients need, and the region's legal entity in the footer. The plain-text part is
// written from the same content by mailText() in compose.server.ts.
import type { CSSProperties } from "react";

export interface MailContent {
  /** BCP 47 language of the text (html lang). */
  lang: string;
  subject: string;
  heading: string;
  paragraphs: readonly string[];
  button?: { label: string; url: string };
  note?: string;
  footer: {
    reason: string;
    linkFallback: string;
    unsubscribe?: { label: string; url: string };
    entity: { title: string; lines: readonly string[] };
  };
}

// System fonts only (mail clients load no web fonts), with the CJK faces of each platform after the Latin ones.
const font =
  "-apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Hiragino Sans', 'Hiragino Kaku Gothic ProN', " +
  "'Yu Gothic', Meiryo, 'Noto Sans CJK JP', 'Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans CJK KR', 'PingFang SC', " +
  "'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif";
const styles = {
  body: { margin: 0, padding: 0, backgroundColor: "#f1f3f6", fontFamily: font, color: "#14171c" },
  card: { maxWidth: 560, width: "100%", backgroundColor: "#ffffff", borderRadius: 12 },
  brand: {
    padding: "20px 32px",
    backgroundColor: "#0b0d12",
    color: "#ffffff",
    fontSize: 18,
    fontWeight: 700,
    letterSpacing: 2,
    borderRadius: "12px 12px 0 0",
  },
  content: { padding: "28px 32px 8px" },
  heading: { margin: "0 0 16px", fontSize: 24, lineHeight: "32px", fontWeight: 700 },
  paragraph: { margin: "0 0 16px", fontSize: 16, lineHeight: "24px" },
  button: {
    display: "inline-block",
    padding: "14px 24px",
    backgroundColor: "#d4261c",
    color: "#ffffff",
    fontSize: 16,
    fontWeight: 700,
    textDecoration: "none",
    borderRadius: 8,
  },
  small: { margin: "0 0 12px", fontSize: 13, lineHeight: "20px", color: "#4a5260" },
  url: { wordBreak: "break-all", color: "#1d4ed8" },
  footer: { padding: "20px 32px 28px", fontSize: 12, lineHeight: "18px", color: "#5b6472" },
} satisfies Record<string, CSSProperties>;

export function MailLayout({ mail }: { mail: MailContent }) {
  return (
    <html lang={mail.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>{mail.subject}</title>
      </head>
      <body style={styles.body}>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ padding: "24px 12px" }}>
          <tbody>
            <tr>
              <td align="center">
                <table role="presentation" cellPadding={0} cellSpacing={0} style={styles.card}>
                  <tbody>
                    <tr>
                      <td style={styles.brand}>MECHAFORGE</td>
                    </tr>
                    <tr>
                      <td style={styles.content}>
                        <h1 style={styles.heading}>{mail.heading}</h1>
                        {mail.paragraphs.map((paragraph) => (
                          <p key={paragraph} style={styles.paragraph}>
                            {paragraph}
                          </p>
                        ))}
                        {mail.button ? (
                          <>
                            <p style={{ margin: "24px 0" }}>
                              <a href={mail.button.url} style={styles.button}>
                                {mail.button.label}
                              </a>
                            </p>
                            <p style={styles.small}>
                              {mail.footer.linkFallback}{" "}
                              <a href={mail.button.url} style={styles.url}>
                                {mail.button.url}
                              </a>
                            </p>
                          </>
                        ) : null}
                        {mail.note ? <p style={styles.small}>{mail.note}</p> : null}
                      </td>
                    </tr>
                    <tr>
                      <td style={styles.footer}>
                        <p style={{ margin: "0 0 8px" }}>{mail.footer.reason}</p>
                        {mail.footer.unsubscribe ? (
                          <p style={{ margin: "0 0 8px" }}>
                            <a href={mail.footer.unsubscribe.url} style={{ color: "#5b6472" }}>
                              {mail.footer.unsubscribe.label}
                            </a>
                          </p>
                        ) : null}
                        <p style={{ margin: 0 }}>
                          <strong>{mail.footer.entity.title}</strong>
                          {mail.footer.entity.lines.map((line) => (
                            <span key={line}>
                              <br />
                              {line}
                            </span>
                          ))}
                        </p>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}
