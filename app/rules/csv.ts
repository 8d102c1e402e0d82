// CSV for spreadsheets (RFC 4180): fields quoted when needed; cells that a spreadsheet would run as a formula are
// prefixed with ' (OWASP CSV injection advice), since sources and addresses are visitor input.

function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}
