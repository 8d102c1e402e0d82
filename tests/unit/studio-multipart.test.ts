// The media form's multipart bodies as the studio parses them (busboy, from the bytes the server read): fields and the
// file, the file's bytes a view of the body rather than a copy, the bounds on parts and field lengths, and null for a
// body that is not a whole multipart form.
import { describe, expect, it } from "vitest";
import { parseMultipart } from "../../studio/multipart.server";

/** A form encoded as fetch encodes it: its bytes and its Content-Type (with the boundary). */
async function encoded(form: FormData): Promise<{ body: Buffer; type: string }> {
  const response = new Response(form);
  return { body: Buffer.from(await response.arrayBuffer()), type: response.headers.get("content-type")! };
}

describe("the studio's multipart parser", () => {
  it("reads the fields and the file, the file's bytes as a view of the body", async () => {
    const image = Buffer.alloc(300_000, 7);
    const form = new FormData();
    form.set("csrf", "token");
    form.set("alt-de", "Blaue Bühne");
    form.set("file", new Blob([new Uint8Array(image)], { type: "image/png" }), "bühne.png");
    form.append("csrf", "second");
    const { body, type } = await encoded(form);
    const parsed = (await parseMultipart(body, type))!;
    expect(parsed.field("csrf")).toBe("token");
    expect(parsed.field("alt-de")).toBe("Blaue Bühne");
    expect(parsed.field("missing")).toBe("");
    const file = parsed.file("file")!;
    expect(file).toMatchObject({ fileName: "bühne.png", type: "image/png" });
    expect(file.bytes.equals(image)).toBe(true);
    expect(file.bytes.buffer).toBe(body.buffer);
    expect(parsed.file("csrf")).toBeNull();
  });

  it("cuts a field at 4096 bytes, reads one file and stops after 40 parts", async () => {
    const form = new FormData();
    form.set("long", "x".repeat(10_000));
    form.set("file", new Blob(["first"]), "a.png");
    form.set("other", new Blob(["second"]), "b.png");
    for (let index = 0; index < 50; index++) form.set(`f${index}`, String(index));
    const { body, type } = await encoded(form);
    const parsed = (await parseMultipart(body, type))!;
    expect(parsed.field("long")).toBe("x".repeat(4096));
    expect(parsed.file("file")!.bytes.toString()).toBe("first");
    expect(parsed.file("other")).toBeNull();
    expect(parsed.field("f36")).toBe("36");
    expect(parsed.field("f37")).toBe("");
  });

  it("is null for a body without a boundary, cut short, or malformed", async () => {
    const form = new FormData();
    form.set("csrf", "token");
    form.set("file", new Blob([new Uint8Array(1000)]), "a.png");
    const { body, type } = await encoded(form);
    expect(await parseMultipart(body, "multipart/form-data")).toBeNull();
    expect(await parseMultipart(body, "text/plain")).toBeNull();
    expect(await parseMultipart(body.subarray(0, body.length - 200), type)).toBeNull();
    expect(await parseMultipart(Buffer.from("no delimiter here"), type)).toBeNull();
  });
});
