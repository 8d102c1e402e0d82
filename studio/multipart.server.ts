// A multipart/form-data body parsed with busboy from the bytes already in memory (the server read it within its bound,
// server/request-guards.ts), keeping the file as one Buffer: the Fetch API's formData() holds a 12 MB upload several
// times over on the JavaScript heap, past the server's 160 MB old generation (docs/decisions/065-memory-settings.md).
// Written to busboy in one piece, a file's bytes come out as views of the body (no copy); should they come in several
// pieces, they are joined into one Buffer.
import busboy from "busboy";

/** Parts beyond these are not read: the media form has a dozen. */
const MAX_PARTS = 40;
const MAX_FIELD_LENGTH = 4096;
/** The server's bound on a media post's body (server/request-guards.ts MEDIA_BODY_LIMIT): no file can be larger. */
const MAX_FILE_BYTES = 16 * 1024 * 1024;

export interface MultipartFile {
  fileName: string;
  type: string;
  /** The file's bytes, held once (a view of the body when busboy hands them over in one piece). */
  bytes: Buffer;
}

export interface Multipart {
  field(name: string): string;
  file(name: string): MultipartFile | null;
}

/** Whether a request carries a multipart body. */
export const isMultipart = (request: Request) =>
  /^multipart\/form-data\s*;/i.test(request.headers.get("content-type") ?? "");

/**
 * The parts of a multipart/form-data body, or null when it is not one (no boundary, malformed, cut short). The first
 * part of each name counts; at most MAX_PARTS parts and one file are read, and a field's value is cut at
 * MAX_FIELD_LENGTH bytes.
 */
export function parseMultipart(body: Buffer, contentType: string): Promise<Multipart | null> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      limits: {
        parts: MAX_PARTS,
        fields: MAX_PARTS,
        fieldSize: MAX_FIELD_LENGTH,
        files: 1,
        fileSize: MAX_FILE_BYTES,
      },
    });
  } catch {
    return Promise.resolve(null); // not multipart, or no boundary
  }
  const fields = new Map<string, string>();
  const files = new Map<string, MultipartFile>();
  const taken = (name: string) => fields.has(name) || files.has(name);
  return new Promise((resolve) => {
    parser.on("field", (name, value) => {
      if (!taken(name)) fields.set(name, value);
    });
    parser.on("file", (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", () => resolve(null));
      stream.on("end", () => {
        if (taken(name)) return;
        const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
        chunks.length = 0;
        files.set(name, { fileName: info.filename ?? "", type: info.mimeType, bytes });
      });
    });
    parser.on("error", () => resolve(null));
    parser.on("close", () =>
      resolve({
        field: (name) => fields.get(name) ?? "",
        file: (name) => files.get(name) ?? null,
      }),
    );
    parser.end(body);
  });
}
