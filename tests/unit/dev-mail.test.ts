// Without SMTP_URL, mail goes to a maildir under DATA_DIR, and development lists it at /__dev/mail.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repositoryDocument } from "~/content/repository";
import { composeMail } from "~/mail/compose.server";
import { devMailRouter } from "~/mail/dev-mail.server";
import { mailConfigFromEnv } from "~/mail/mail-config.server";
import { maildirTransport } from "~/mail/transport.server";

describe("maildir and /__dev/mail", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "dev-mail-"));
  const config = mailConfigFromEnv({ DATA_DIR: dataDir });
  let base = "";
  let close = () => {};
  beforeAll(async () => {
    const transport = maildirTransport(config);
    const mail = composeMail(
      repositoryDocument(),
      { kind: "newsletter_confirm", to: "yui@example.jp", region: "jp", token: "T0K", unsubscribeToken: "UNS" },
      "https://shop.example",
    );
    await transport.send({ messageId: "<outbox-us-1@mail.test>", ...mail });
    const app = express().use("/__dev/mail", devMailRouter(config.maildir));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/__dev/mail`;
    close = () => server.close();
  });
  afterAll(() => {
    close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("writes one message file to DATA_DIR/mail/new", () => {
    expect(config.maildir).toBe(path.join(dataDir, "mail"));
    expect(readdirSync(path.join(dataDir, "mail", "new"))).toHaveLength(1);
  });

  it("lists it with its decoded subject and shows its HTML and plain-text parts", async () => {
    const list = await (await fetch(base)).text();
    expect(list).toContain("Mechaforge ニュースレターの登録確認のお願い");
    expect(list).toContain("yui@example.jp");
    const name = readdirSync(path.join(dataDir, "mail", "new"))[0]!;
    const html = await (await fetch(`${base}/${name}`)).text();
    expect(html).toContain("登録を確認する");
    expect(html).toContain("https://shop.example/jp/newsletter/confirm?token=T0K");
    const text = await (await fetch(`${base}/${name}/text`)).text();
    expect(text).toContain("https://shop.example/jp/newsletter/confirm?token=T0K");
    expect((await fetch(`${base}/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });
});
