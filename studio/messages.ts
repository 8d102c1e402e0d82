// The content checks' messages, placed next to the field they name: a check issue carries a JSON Pointer into
// the content document; a form edits the value at a base pointer and keys its messages by the dotted path inside it.

export interface CheckIssue {
  file: string;
  path: string;
  pointer: string | null;
  message: string;
  region?: string;
  kind: string;
  severity: string;
  at?: string;
}

/** "/prices/k1/us" → ["prices", "k1", "us"] (RFC 6901 escapes undone). */
export function pointerParts(pointer: string): string[] {
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"));
}

/**
 * The messages of the issues at or under `base` (a pointer), by dotted path inside it ("" for the base itself). An
 * issue about a field the form does not show (a missing key) is shown at its nearest shown ancestor by the form.
 */
export function messagesUnder(issues: readonly CheckIssue[], base: string): Record<string, string[]> {
  const prefix = pointerParts(base);
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    if (issue.pointer === null) continue;
    const parts = pointerParts(issue.pointer);
    if (parts.length < prefix.length || prefix.some((part, index) => parts[index] !== part)) continue;
    const key = parts.slice(prefix.length).join(".");
    const text = issue.at ? `${issue.message} (at ${issue.at})` : issue.message;
    const list = (out[key] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return out;
}

/** Issues no form on the screen shows (no pointer, or outside every base): listed above the forms. */
export function issuesOutside(issues: readonly CheckIssue[], bases: readonly string[]): CheckIssue[] {
  return issues.filter(
    (issue) =>
      issue.pointer === null ||
      !bases.some((base) => {
        const prefix = pointerParts(base);
        const parts = pointerParts(issue.pointer!);
        return prefix.every((part, index) => parts[index] === part);
      }),
  );
}
