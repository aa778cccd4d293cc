import { mkdirSync, mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { log } from "~/utils/log.server";
import {
  createFileTransport,
  describeMailError,
  emlFileName,
  messageIdFor,
  messageIdHost,
  removeStaleTempFiles,
  writeEmlFile,
} from "./mailer.server";

const OUTBOX_ID = "0b5f3c1e-7d2a-4c8e-9f10-2a3b4c5d6e7f";

function freshDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), "kelana-mail-"));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the name of a message", () => {
  it("is the same Message-ID on every attempt, made of the row id and the site's host", () => {
    const host = messageIdHost("https://kelana.example/some/path", "Kelana <bookings@mail.kelana.example>");
    expect(host).toBe("kelana.example");
    expect(messageIdFor(OUTBOX_ID, host)).toBe(`<outbox-${OUTBOX_ID}@kelana.example>`);
    expect(messageIdFor(OUTBOX_ID, host)).toBe(messageIdFor(OUTBOX_ID, host));
  });

  it("falls back to the sender's domain, then to localhost, when APP_URL is not set", () => {
    expect(messageIdHost(undefined, "Kelana Tours <bookings@kelana.example>")).toBe("kelana.example");
    expect(messageIdHost(undefined, "bookings@agency.example")).toBe("agency.example");
    expect(messageIdHost(undefined, "Kelana")).toBe("localhost");
  });

  it("refuses an id that could break out of the header or the file name", () => {
    for (const id of ["a>b", "../x", "a b", "x\r\nBcc: y@example.org", ""]) {
      expect(() => messageIdFor(id, "kelana.example")).toThrow();
      expect(() => emlFileName(id)).toThrow();
    }
  });
});

describe("what a failed delivery may say", () => {
  it("keeps the kind of failure and its code but never the recipient's address", () => {
    const refusal = Object.assign(
      new Error("Can't send mail - all recipients were rejected: 550 5.1.1 <ayu.lestari@example.com>: unknown user"),
      { code: "EENVELOPE" },
    );
    const said = describeMailError(refusal);
    expect(said).toContain("550 5.1.1");
    expect(said).toContain("EENVELOPE");
    expect(said).not.toContain("ayu.lestari");
    expect(said).not.toContain("example.com");
  });
});

describe("the .eml outbox", () => {
  it("writes a message whole under its row's name, readable by this account only", async () => {
    const dir = freshDir();
    const file = await writeEmlFile(dir, OUTBOX_ID, Buffer.from("Subject: hello\n\nbody\n"));
    expect(path.basename(file)).toBe(`outbox-${OUTBOX_ID}.eml`);
    expect(readFileSync(file, "utf8")).toBe("Subject: hello\n\nbody\n");
    expect(readdirSync(dir)).toEqual([`outbox-${OUTBOX_ID}.eml`]);
  });

  it("replaces the same file when a message is written again, and leaves no temporary file", async () => {
    const dir = freshDir();
    await writeEmlFile(dir, OUTBOX_ID, Buffer.from("first attempt"));
    await writeEmlFile(dir, OUTBOX_ID, Buffer.from("second attempt"));
    expect(readdirSync(dir)).toEqual([`outbox-${OUTBOX_ID}.eml`]);
    expect(readFileSync(path.join(dir, `outbox-${OUTBOX_ID}.eml`), "utf8")).toBe("second attempt");
  });

  it("never writes an empty file", async () => {
    const dir = freshDir();
    await expect(writeEmlFile(dir, OUTBOX_ID, Buffer.alloc(0))).rejects.toThrow(/empty/);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("leaves neither a partial file nor a temporary one when the write fails", async () => {
    const dir = freshDir();
    // A folder where the file should go: the final rename fails after the data was written.
    mkdirSync(path.join(dir, `outbox-${OUTBOX_ID}.eml`));
    await expect(writeEmlFile(dir, OUTBOX_ID, Buffer.from("message"))).rejects.toThrow();
    expect(readdirSync(dir)).toEqual([`outbox-${OUTBOX_ID}.eml`]);
  });

  it("removes temporary files a killed process left, but not one being written now", async () => {
    const dir = freshDir();
    const old = path.join(dir, `.outbox-${OUTBOX_ID}.eml.123-abcd.tmp`);
    const current = path.join(dir, `.outbox-${OUTBOX_ID}.eml.456-ef01.tmp`);
    writeFileSync(old, "half a mess");
    writeFileSync(current, "being written");
    writeFileSync(path.join(dir, "outbox-other.eml"), "a whole message");
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    utimesSync(old, twoMinutesAgo, twoMinutesAgo);
    expect(await removeStaleTempFiles(dir, 60_000)).toBe(1);
    expect(readdirSync(dir).sort()).toEqual([path.basename(current), "outbox-other.eml"].sort());
  });

  it("writes each message with its stable Message-ID and logs neither its address nor its subject", async () => {
    const dir = freshDir();
    const info = vi.spyOn(log, "info");
    const transport = createFileTransport(dir, {
      from: "Kelana <bookings@kelana.example>",
      messageIdHost: "kelana.example",
    });
    const mail = {
      outboxId: OUTBOX_ID,
      to: "ayu.lestari@example.com",
      subject: "Your booking, Ayu Lestari",
      text: "Dear Ayu,\n\nSee you in Ubud.",
    };
    await transport.send(mail);
    await transport.send(mail);
    expect(readdirSync(dir)).toEqual([`outbox-${OUTBOX_ID}.eml`]);
    const message = readFileSync(path.join(dir, `outbox-${OUTBOX_ID}.eml`), "utf8");
    expect(message).toMatch(new RegExp(`^Message-ID: <outbox-${OUTBOX_ID}@kelana\\.example>$`, "m"));
    expect(message).toContain("To: ayu.lestari@example.com");
    expect(info).toHaveBeenCalledTimes(2);
    const logged = JSON.stringify(info.mock.calls);
    expect(logged).toContain(OUTBOX_ID);
    expect(logged).not.toMatch(/ayu|Lestari|Ubud/i);
  });
});
