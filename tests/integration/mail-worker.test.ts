// The process's mail worker: a kick delivers everything that is due in one go, and a shutdown lets the
// run in progress finish the messages it started and hands back the rest. Without SMTP_URL (as in
// tests) messages become .eml files.
import { readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { kickMailDelivery, stopMailDelivery } from "~/mail/delivery.server";
import { queueMail } from "~/mail/outbox.server";
import { getEnv } from "~/utils/env.server";
import { mailOutbox } from "../../drizzle/schema";
import { createTestDatabase, type TestDatabase } from "./databases";
import { useAsAppDatabase } from "./use-database";

const messages = (label: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({ to: `${label}${i}@example.com`, subject: "Hello", text: `Message ${i}` }));

describe("the mail worker", () => {
  let database: TestDatabase;
  const outboxDir = path.join(getEnv().DATA_DIR, "outbox");

  const rowsWithStatus = (status: "pending" | "sending" | "sent") =>
    database.db.select().from(mailOutbox).where(eq(mailOutbox.status, status));

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    useAsAppDatabase(database);
    // Tests switch the worker off (tests/setup-env.ts); this one is about the worker.
    delete process.env.MAIL_WORKER;
  });
  afterAll(async () => {
    process.env.MAIL_WORKER = "off";
    await database.dispose();
  });

  it("delivers a backlog larger than a batch on one kick", async () => {
    await queueMail(database.db, messages("first", 120));
    kickMailDelivery();
    await vi.waitFor(async () => expect((await rowsWithStatus("sent")).length).toBe(120), {
      timeout: 20_000,
      interval: 100,
    });
    const sent = await rowsWithStatus("sent");
    expect(readdirSync(outboxDir).sort()).toEqual(sent.map((row) => `outbox-${row.id}.eml`).sort());
  });

  it("on shutdown finishes what it started and hands back the rest of its claims", async () => {
    await queueMail(database.db, messages("second", 120));
    const before = (await rowsWithStatus("sent")).length;
    kickMailDelivery();
    await vi.waitFor(async () => expect((await rowsWithStatus("sent")).length).toBeGreaterThan(before), {
      timeout: 20_000,
      interval: 5,
    });
    await stopMailDelivery();

    expect(await rowsWithStatus("sending")).toEqual([]);
    for (const row of await rowsWithStatus("pending")) expect(row.attempts).toBe(0);
    const sent = await rowsWithStatus("sent");
    expect(readdirSync(outboxDir).sort()).toEqual(sent.map((row) => `outbox-${row.id}.eml`).sort());
  });
});
