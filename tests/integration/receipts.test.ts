// Transfer receipts: a confirmed booking's traveller uploads one (checked by content, stored privately,
// recorded with the payment's change), and only they and the team can download it.
import { mkdtempSync } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeBooking, type StaffActor, workflowMessages } from "~/bookings/booking-workflow.server";
import { findBookingByReference } from "~/bookings/bookings.server";
import { receiptMessages, uploadReceipt } from "~/bookings/receipts.server";
import { seedPackages } from "~/catalogue/seed-data";
import { formatIDR } from "~/domain/format";
import { loader as confirmationLoader } from "~/routes/confirmation.($bookingId)";
import { loader as premiumLoader } from "~/routes/premiumbookingconfirmations";
import { action as uploadAction, loader as uploadLoader } from "~/routes/receipts.$reference";
import { loader as downloadLoader } from "~/routes/receipts.$reference.$receiptId";
import { reloadEnvForTests } from "~/utils/env.server";
import { type BookingRow, paymentReceipts } from "../../drizzle/schema";
import { signedInAccount } from "./accounts-fixture";
import { browserOf, createTestBooking, staffActor } from "./booking-fixture";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./databases";
import { type FileField, page, postMultipart, settle, statusOf } from "./route-calls";
import { useAsAppDatabase } from "./use-database";

const pricedSeed = seedPackages.find((p) => p.priceIDR != null)!;
const MB = 1024 * 1024;
let counter = 0;
const unique = (label: string) => `${label}${Date.now().toString(36)}${counter++}`;

// This file's own DATA_DIR, so that it can count exactly the files its uploads leave behind.
let receiptsDir = "";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");
// The first bytes of a Linux executable, padded: what a renamed program looks like.
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120, 0x01)]);
const HTML = Buffer.from("<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>");
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');

async function png(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: "#2bb3b1" } })
    .png()
    .toBuffer();
}

async function jpeg(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: "#f28c6b" } })
    .jpeg()
    .toBuffer();
}

function firstCookie(response: Response, name: string): string {
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .find((value) => value.startsWith(`${name}=`));
  if (!cookie) throw new Error(`expected a ${name} cookie`);
  return cookie;
}

async function storedFiles(): Promise<string[]> {
  try {
    return (await readdir(receiptsDir)).sort();
  } catch {
    return [];
  }
}

type PaymentData = {
  bank: { bankName: string; accountNumber: string };
  amountDueIDR: number | null;
  receipts: Array<{ id: string; contentType: string; sizeBytes: number; href: string }>;
  canUpload: boolean;
  rules: { maxBytes: number };
};

describe.each(databaseKinds)("transfer receipts on %s", (kind) => {
  let database: TestDatabase;
  let staff: StaffActor;
  let staffCookie: string;
  let adminCookie: string;
  let otherTravellerCookie: string;

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "kelana-receipts-"));
    process.env.DATA_DIR = dataDir;
    reloadEnvForTests();
    receiptsDir = path.join(dataDir, "uploads", "receipts");
    database = await createTestDatabase(kind, { seed: true });
    useAsAppDatabase(database);

    const staffAccount = await signedInAccount(database.db, "staff");
    staff = staffActor(staffAccount.user);
    staffCookie = staffAccount.cookie;
    adminCookie = (await signedInAccount(database.db, "admin")).cookie;
    otherTravellerCookie = (await signedInAccount(database.db, "traveller")).cookie;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  function book(): Promise<BookingRow> {
    return createTestBooking(database.db, pricedSeed.packageName, {
      customer: { email: `${unique("ayu")}@example.com` },
      party: { adults: 2, children: 0, infants: 0 },
    });
  }

  /** A booking the team has confirmed: version 2, payment pending. */
  async function confirmed(): Promise<BookingRow> {
    const row = await book();
    const result = await changeBooking(database.db, {
      reference: row.reference,
      expectedVersion: row.version,
      event: { type: "confirm" },
      actor: staff,
    });
    if (!result.ok) throw new Error("setup");
    return result.booking;
  }

  function upload(
    row: BookingRow,
    file: FileField | null,
    options: { cookie?: string; version?: number | string; address?: string; origin?: string; from?: string } = {},
  ) {
    const fields: Record<string, string | FileField> = { version: String(options.version ?? row.version) };
    if (options.from) fields.from = options.from;
    if (file) fields.receipt = file;
    const request = postMultipart(`/receipts/${row.reference}`, fields, options.cookie, options.origin);
    return settle(() =>
      uploadAction({
        request,
        params: { reference: row.reference },
        context: { clientAddress: options.address ?? unique("203.0.113.") },
      }),
    );
  }

  async function pageOf(row: BookingRow, cookie: string) {
    const reply = (await confirmationLoader({
      request: page(`/confirmation/${row.reference}`, cookie),
      params: { bookingId: row.reference },
      context: {},
    })) as unknown as {
      data: { payment: PaymentData | null; uploadError: string | null; booking: { paymentStatus: string } };
      init: ResponseInit;
    };
    return { ...reply.data, headers: new Headers(reply.init?.headers) };
  }

  /** The message the upload carried back to the booking's page, next to the file field. */
  async function messageOnPage(row: BookingRow, response: unknown, browser: string): Promise<string | null> {
    expect(response).toBeInstanceOf(Response);
    const redirect = response as Response;
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("Location")).toBe(`/confirmation/${row.reference}#payment`);
    const notice = firstCookie(redirect, "kelana_receipt_notice");
    const shown = await pageOf(row, `${browser}; ${notice}`);
    // Shown once: the page clears it.
    expect(shown.headers.get("Set-Cookie")).toMatch(/kelana_receipt_notice=;.*Max-Age=0/i);
    return shown.uploadError;
  }

  const current = async (row: BookingRow) => (await findBookingByReference(database.db, row.reference))!;
  const receiptsOf = (row: BookingRow) =>
    database.db.select().from(paymentReceipts).where(eq(paymentReceipts.bookingId, row.id));

  it("A confirmed booking's page shows the bank details, the amount due and the upload form; before that, none", async () => {
    const pending = await book();
    expect((await pageOf(pending, await browserOf(pending.reference))).payment).toBeNull();

    const row = await confirmed();
    const shown = await pageOf(row, await browserOf(row.reference));
    expect(shown.uploadError).toBeNull();
    expect(shown.payment).toMatchObject({
      bank: { bankName: expect.any(String), accountNumber: expect.any(String) },
      amountDueIDR: row.totalIDR,
      receipts: [],
      canUpload: true,
      rules: { maxBytes: 5 * MB },
    });
    expect(formatIDR(shown.payment!.amountDueIDR!)).toMatch(/^IDR /);
    // The summary card shows the same payment panel.
    const premium = (await premiumLoader({
      request: page(`/premiumbookingconfirmations?bookingId=${row.reference}`, await browserOf(row.reference)),
      params: {},
      context: {},
    })) as unknown as { data: { payment: PaymentData | null } };
    expect(premium.data.payment?.canUpload).toBe(true);
  });

  it.each([
    ["PNG", "image/png", "png", png],
    ["JPEG", "image/jpeg", "jpg", jpeg],
    ["PDF", "application/pdf", "pdf", async () => PDF],
  ] as const)(
    "Travellers can upload a %s receipt: the payment goes under verification and the file is kept privately",
    async (_label, type, extension, make) => {
      const row = await confirmed();
      const browser = await browserOf(row.reference);
      const bytes = await make();
      const before = await storedFiles();
      const response = (await upload(
        row,
        { bytes, name: `my transfer.${extension}`, type },
        { cookie: browser },
      )) as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(`/confirmation/${row.reference}#payment`);
      expect(firstCookie(response, "kelana_toast")).toBeTruthy();

      expect(await current(row)).toMatchObject({
        paymentStatus: "under_verification",
        status: "confirmed",
        version: 3,
      });
      const [receipt, ...more] = await receiptsOf(row);
      expect(more).toEqual([]);
      expect(receipt).toMatchObject({ contentType: type, sizeBytes: bytes.byteLength });
      expect(receipt.storageName).toMatch(new RegExp(`^[0-9a-f]{32}\\.${extension}$`));
      const file = path.join(receiptsDir, receipt.storageName);
      expect(await readFile(file)).toEqual(bytes);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(await storedFiles()).toEqual([...before, receipt.storageName].sort());

      const shown = await pageOf(row, browser);
      expect(shown.booking.paymentStatus).toBe("under_verification");
      expect(shown.payment?.canUpload).toBe(false);
      expect(shown.payment?.receipts).toEqual([
        expect.objectContaining({ id: receipt.id, href: `/receipts/${row.reference}/${receipt.id}` }),
      ]);
      expect(receiptMessages.received).toMatch(/verify your payment/);
    },
  );

  it.each([
    ["a renamed executable", { bytes: ELF, name: "receipt.pdf", type: "application/pdf" }],
    ["an HTML page", { bytes: HTML, name: "receipt.png", type: "image/png" }],
    ["an SVG image", { bytes: SVG, name: "receipt.svg", type: "image/svg+xml" }],
  ])(
    "%s is refused by its content, with the message next to the field, and nothing is stored",
    async (_label, file) => {
      const row = await confirmed();
      const browser = await browserOf(row.reference);
      const before = await storedFiles();
      const response = await upload(row, file, { cookie: browser });
      expect(await messageOnPage(row, response, browser)).toBe(
        "This file is not a JPEG, PNG or PDF file. Please upload a JPEG, PNG or PDF.",
      );
      expect(await storedFiles()).toEqual(before);
      expect(await receiptsOf(row)).toEqual([]);
      expect(await current(row)).toMatchObject({ paymentStatus: "pending", version: 2 });
    },
  );

  it("A 6 MB file is refused as larger than 5 MB, and a missing file is asked for", async () => {
    const row = await confirmed();
    const browser = await browserOf(row.reference);
    const big = Buffer.concat([await png(), Buffer.alloc(6 * MB)]);
    const before = await storedFiles();
    expect(
      await messageOnPage(
        row,
        await upload(row, { bytes: big, name: "big.png", type: "image/png" }, { cookie: browser }),
        browser,
      ),
    ).toBe("The file is larger than 5 MB. Please upload a smaller one.");
    expect(await messageOnPage(row, await upload(row, null, { cookie: browser }), browser)).toBe(
      "Please choose a file to upload.",
    );
    expect(await storedFiles()).toEqual(before);
    expect(await current(row)).toMatchObject({ paymentStatus: "pending", version: 2 });
  });

  it("A booking that is not confirmed yet takes no receipt, and stores nothing", async () => {
    const row = await book();
    const browser = await browserOf(row.reference);
    const before = await storedFiles();
    const response = await upload(row, { bytes: await png(), name: "r.png", type: "image/png" }, { cookie: browser });
    expect(await messageOnPage(row, response, browser)).toBe("Only a confirmed booking can take a payment receipt.");
    expect(await storedFiles()).toEqual(before);
    expect(await current(row)).toMatchObject({ status: "pending", paymentStatus: "pending", version: 1 });
  });

  it("A receipt sent from an out-of-date page, or a second one while the first is verified, is refused", async () => {
    const row = await confirmed();
    const browser = await browserOf(row.reference);
    const file = { bytes: await png(), name: "r.png", type: "image/png" };
    expect(await messageOnPage(row, await upload(row, file, { cookie: browser, version: 1 }), browser)).toBe(
      workflowMessages.stale,
    );
    for (const version of ["", "two", "-1", "1e99"]) {
      expect(await messageOnPage(row, await upload(row, file, { cookie: browser, version }), browser)).toBe(
        receiptMessages.badForm,
      );
    }
    expect(await receiptsOf(row)).toEqual([]);

    expect(((await upload(row, file, { cookie: browser })) as Response).status).toBe(302);
    const again = await upload(await current(row), file, { cookie: browser });
    expect(await messageOnPage(row, again, browser)).toBe("A payment receipt is already being verified.");
    expect(await receiptsOf(row)).toHaveLength(1);
  });

  it("After the team rejects a transfer, the traveller reads why and can send a new receipt", async () => {
    const row = await confirmed();
    const browser = await browserOf(row.reference);
    const file = { bytes: await png(), name: "r.png", type: "image/png" };
    await upload(row, file, { cookie: browser });
    const rejected = await changeBooking(database.db, {
      reference: row.reference,
      expectedVersion: 3,
      event: { type: "reject-payment", reason: "The amount does not match" },
      actor: staff,
    });
    expect(rejected.ok).toBe(true);
    const shown = await pageOf(row, browser);
    expect(shown.booking).toMatchObject({
      paymentStatus: "rejected",
      paymentRejectionReason: "The amount does not match",
    });
    expect(shown.payment?.canUpload).toBe(true);

    const response = (await upload(await current(row), file, { cookie: browser, from: "summary" })) as Response;
    expect(response.headers.get("Location")).toBe(`/premiumbookingconfirmations?bookingId=${row.reference}#payment`);
    expect(await current(row)).toMatchObject({ paymentStatus: "under_verification", paymentRejectionReason: null });
    expect(await receiptsOf(row)).toHaveLength(2);
  });

  it("A stranger cannot upload to someone's booking: 404, nothing read or stored; a cross-site post is refused", async () => {
    const row = await confirmed();
    const before = await storedFiles();
    const file = { bytes: await png(), name: "r.png", type: "image/png" };
    for (const cookie of [undefined, otherTravellerCookie, await browserOf((await book()).reference)]) {
      expect(statusOf(await upload(row, file, { cookie }))).toBe(404);
    }
    expect(
      statusOf(await upload(row, file, { cookie: await browserOf(row.reference), origin: "https://evil.example" })),
    ).toBe(403);
    expect(await storedFiles()).toEqual(before);
    expect(await current(row)).toMatchObject({ paymentStatus: "pending", version: 2 });
  });

  it("Two uploads racing for one booking record one receipt and leave no stray file", async () => {
    const row = await confirmed();
    const before = await storedFiles();
    const file = { bytes: await png(), name: "r.png", type: "image/png" };
    const traveller = { kind: "traveller" as const, userId: null };
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        uploadReceipt(database.db, {
          booking: row,
          expectedVersion: 2,
          file: new File([new Uint8Array(file.bytes)], file.name, { type: file.type }),
          actor: traveller,
        }),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    for (const result of results.filter((r) => !r.ok)) {
      expect(result).toMatchObject({ ok: false, reason: "stale", message: workflowMessages.stale });
    }
    const receipts = await receiptsOf(row);
    expect(receipts).toHaveLength(1);
    expect(await storedFiles()).toEqual([...before, receipts[0].storageName].sort());
  });

  it("Uploads are rate-limited per address, with the message on the page", async () => {
    const row = await book();
    const browser = await browserOf(row.reference);
    const address = unique("198.51.100.");
    const file = { bytes: await png(), name: "r.png", type: "image/png" };
    for (let i = 0; i < 20; i++) await upload(row, file, { cookie: browser, address });
    const limited = await upload(row, file, { cookie: browser, address });
    expect(await messageOnPage(row, limited, browser)).toMatch(
      /^Too many attempts\. Please wait \d+ minutes? and try again\.$/,
    );
  });

  it("Opening the upload address in a browser leads to the booking's page", async () => {
    const row = await book();
    const response = (await settle(() =>
      uploadLoader({ request: page(`/receipts/${row.reference}`), params: { reference: row.reference }, context: {} }),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/confirmation/${row.reference}`);
    const bad = await settle(() =>
      uploadLoader({ request: page("/receipts/nonsense"), params: { reference: "nonsense" }, context: {} }),
    );
    expect(statusOf(bad)).toBe(404);
  });

  describe("downloading a receipt", () => {
    let row: BookingRow;
    let receiptId: string;
    let bytes: Buffer;
    let otherReceiptId: string;

    beforeAll(async () => {
      row = await confirmed();
      bytes = await png();
      await upload(row, { bytes, name: "r.png", type: "image/png" }, { cookie: await browserOf(row.reference) });
      [{ id: receiptId }] = await receiptsOf(row);
      const other = await confirmed();
      await upload(
        other,
        { bytes: PDF, name: "r.pdf", type: "application/pdf" },
        { cookie: await browserOf(other.reference) },
      );
      [{ id: otherReceiptId }] = await receiptsOf(other);
    });

    const download = (reference: string, id: string, cookie?: string) =>
      settle(() =>
        downloadLoader({
          request: page(`/receipts/${reference}/${id}`, cookie),
          params: { reference, receiptId: id },
          context: {},
        }),
      );

    it("The traveller, staff and admins get the file as a private, sandboxed download", async () => {
      for (const cookie of [await browserOf(row.reference), staffCookie, adminCookie]) {
        const response = (await download(row.reference, receiptId, cookie)) as Response;
        expect(response.status).toBe(200);
        expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
        expect(Object.fromEntries(response.headers)).toMatchObject({
          "content-type": "image/png",
          "content-disposition": `attachment; filename="receipt-${row.reference}.png"`,
          "x-content-type-options": "nosniff",
          "content-security-policy": "default-src 'none'; sandbox",
          "cache-control": "private, no-store",
        });
      }
    });

    it("Anyone else, and any receipt of another booking, gets a 404 — never a sign-in page", async () => {
      for (const cookie of [undefined, otherTravellerCookie, "kelana_bookings=forged"]) {
        expect(statusOf(await download(row.reference, receiptId, cookie))).toBe(404);
      }
      // Another booking's receipt under this booking's address: not even the team gets it there.
      for (const cookie of [await browserOf(row.reference), staffCookie]) {
        expect(statusOf(await download(row.reference, otherReceiptId, cookie))).toBe(404);
      }
      for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000", "../../secrets"]) {
        expect(statusOf(await download(row.reference, id, staffCookie))).toBe(404);
      }
      expect(statusOf(await download("KL-ZZZZ-ZZZZ", receiptId, staffCookie))).toBe(404);
    });
  });
});
