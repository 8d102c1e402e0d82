import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import {
  documentResponse,
  takeDocument,
  handoffScripts,
  handoffStream,
  readHandoff,
  renderStreamedDocument,
  renderWholeDocument,
  takeDocumentPieces,
} from "~/request/document-render.server";

function Page({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <title>t</title>
      </head>
      <body>{children}</body>
    </html>
  );
}

const NOTHING_ADDED = { head: (head: string) => head, beforeEnd: () => "" };

/** Suspends until `promise` settles, as React Router's data transfer does (a thrown promise). */
function Waits({ promise, text }: { promise: Promise<void> & { done?: boolean }; text: string }) {
  if (!promise.done) throw promise.then(() => void (promise.done = true));
  return <p>{text}</p>;
}

describe("documents rendered whole", () => {
  it("writes the doctype, the head as rewritten, and the given scripts just before </body></html>", () => {
    const pieces = renderWholeDocument(<Page>hi</Page>, {
      head: (head) => head.replace("<title>t</title>", "<title>T</title>"),
      beforeEnd: () => "<script>x()</script>",
    });
    expect(pieces?.join("")).toBe(
      '<!DOCTYPE html><html lang="en"><head><title>T</title></head><body>hi<script>x()</script></body></html>',
    );
  });

  it("gives up on a tree that suspends, and the streaming renderer waits for it", async () => {
    const tree = () => (
      <Page>
        <Suspense fallback={<p>loading</p>}>
          <Waits promise={new Promise((resolve) => setTimeout(resolve, 5))} text="ready" />
        </Suspense>
      </Page>
    );
    expect(renderWholeDocument(tree(), NOTHING_ADDED)).toBeNull();
    const streamed = await renderStreamedDocument(tree(), 1000);
    expect(streamed.failed).toBe(false);
    expect(streamed.html).toContain("<p>ready</p>");
    expect(streamed.html).not.toContain("loading");
  });

  it("gives up on a tree that throws, and the streaming renderer rejects with the error", async () => {
    function Broken(): React.ReactNode {
      throw new Error("broken");
    }
    const tree = (
      <Page>
        <Broken />
      </Page>
    );
    expect(renderWholeDocument(tree, NOTHING_ADDED)).toBeNull();
    await expect(renderStreamedDocument(tree, 1000)).rejects.toThrow("broken");
  });
});

describe("loader data handed to the browser", () => {
  it("reads React Router's stream whole and gives it back as a stream", async () => {
    const text = '[{"_1":2},"loaderData","Zürich 東京"]\n';
    const bytes = new TextEncoder().encode(text);
    const split = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 3) controller.enqueue(bytes.subarray(at, at + 3));
        controller.close();
      },
    });
    expect(await readHandoff(split)).toBe(text);
    expect(await readHandoff(handoffStream(text))).toBe(text);
    expect(await readHandoff(undefined)).toBeNull();
  });

  it("writes it as React Router's inline scripts, safe inside <script>", () => {
    const scripts = handoffScripts('["</script><!--&\u2028"]');
    expect(scripts).toBe(
      '<script>window.__reactRouterContext.streamController.enqueue("[\\"\\u003c/script\\u003e\\u003c!--\\u0026\\u2028\\"]");</script>' +
        "<script>window.__reactRouterContext.streamController.close();</script>",
    );
  });
});

describe("a rendered document's response", () => {
  const pieces = ["<!DOCTYPE html><html><head></head>", "<body>é 大</body>", "</html>"];

  it("hands its pieces over as they are, once; its body can not be read after", async () => {
    const response = documentResponse(pieces, { status: 200, headers: { "Content-Type": "text/html" } }, "M");
    expect(await takeDocumentPieces(response)).toBe(pieces);
    const second = documentResponse(pieces, { status: 200 }, "M");
    await takeDocumentPieces(second);
    await expect(second.text()).rejects.toThrow("already taken");
    await expect(takeDocumentPieces(response)).rejects.toThrow("already taken");
  });

  it("reads as its HTML when nobody took it, and a read body leaves nothing to take", async () => {
    const read = documentResponse(pieces, { status: 200 }, "M");
    expect(await read.text()).toBe(pieces.join(""));
    await expect(takeDocumentPieces(read)).rejects.toThrow();
    expect(await takeDocument(documentResponse(pieces, { status: 200 }, "M"))).toEqual({ html: pieces, marker: "M" });
    expect(await takeDocument(new Response("<p>plain</p>"))).toEqual({ html: ["<p>plain</p>"], marker: null });
    // Any other response: its body.
    expect(await takeDocumentPieces(new Response("<p>plain</p>"))).toEqual(["<p>plain</p>"]);
  });
});
