// A multipart/form-data body read from the bytes already in memory (the server read it within its bound), without
// copying the file: the Fetch API's formData() holds a 12 MB upload several times over on the JavaScript heap, past
// the server's 160 MB old generation (docs/decisions/065-memory-settings.md), where this holds one view of it.
const CRLF = Buffer.from("\r\n");
const HEADER_END = Buffer.from("\r\n\r\n");
/** Parts beyond these are not read: the media form has a dozen. */
const MAX_PARTS = 40;
const MAX_FIELD_LENGTH = 4096;

export interface MultipartFile {
  fileName: string;
  type: string;
  /** A view of the body's bytes (not a copy). */
  bytes: Buffer;
}

export interface Multipart {
  field(name: string): string;
  file(name: string): MultipartFile | null;
}

/** Whether a request carries a multipart body. */
export const isMultipart = (request: Request) =>
  /^multipart\/form-data\s*;/i.test(request.headers.get("content-type") ?? "");

/** The parts of a multipart/form-data body, or null when it is not one (no boundary, malformed). */
export function parseMultipart(body: Buffer, contentType: string): Multipart | null {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  if (!match) return null;
  const delimiter = Buffer.from(`--${match[1] ?? match[2]}`);
  const fields = new Map<string, string>();
  const files = new Map<string, MultipartFile>();
  let position = body.indexOf(delimiter);
  if (position === -1) return null;
  for (let parts = 0; parts < MAX_PARTS; parts++) {
    position += delimiter.length;
    if (body[position] === 0x2d && body[position + 1] === 0x2d) break; // the closing delimiter
    if (!body.subarray(position, position + 2).equals(CRLF)) return null;
    const headerEnd = body.indexOf(HEADER_END, position + 2);
    if (headerEnd === -1) return null;
    const headers = body.subarray(position + 2, headerEnd).toString("utf8");
    const next = body.indexOf(Buffer.concat([CRLF, delimiter]), headerEnd + 4);
    if (next === -1) return null;
    const content = body.subarray(headerEnd + 4, next);
    const disposition = /^content-disposition:\s*form-data\s*;(.*)$/im.exec(headers)?.[1] ?? "";
    const name = /(?:^|;)\s*name="([^"]*)"/.exec(disposition)?.[1];
    const fileName = /(?:^|;)\s*filename="([^"]*)"/.exec(disposition)?.[1];
    if (name !== undefined && !fields.has(name) && !files.has(name)) {
      if (fileName !== undefined) {
        const type = /^content-type:\s*(.+)$/im.exec(headers)?.[1]?.trim() ?? "application/octet-stream";
        files.set(name, { fileName, type, bytes: content });
      } else fields.set(name, content.subarray(0, MAX_FIELD_LENGTH).toString("utf8"));
    }
    position = next + CRLF.length;
  }
  return {
    field: (name) => fields.get(name) ?? "",
    file: (name) => files.get(name) ?? null,
  };
}
