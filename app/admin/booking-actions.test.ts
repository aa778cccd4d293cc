import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { QUOTE_MAX_PER_ADULT_IDR, quoteValidUntilFromDate, REASON_MAX_LENGTH } from "~/bookings/booking-state";
import {
  bookingActionMessages,
  bookingActionSchema,
  jakartaToday,
  parseRupiah,
  STAFF_INTENTS,
  staffActionSchemas,
  workflowEventOf,
} from "./booking-actions";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const parse = (fields: Record<string, string>) => parseWithZod(form(fields), { schema: bookingActionSchema });

function errorsOf(fields: Record<string, string>): Record<string, string[] | null> {
  const submission = parse(fields);
  if (submission.status === "success" || !submission.error) throw new Error("expected errors");
  return submission.error;
}

describe("a quoted price", () => {
  it("is read in whole rupiah, with the dots or spaces people type", () => {
    expect(parseRupiah("1.500.000")).toBe(1_500_000);
    expect(parseRupiah("1500000")).toBe(1_500_000);
    expect(parseRupiah(" 1 500 000 ")).toBe(1_500_000);
    expect(parseRupiah("1\u00a0500\u00a0000")).toBe(1_500_000);
  });

  it("refuses anything that is not whole rupiah", () => {
    for (const input of ["", "1,500,000", "1.5e6", "-100", "IDR 100", "12,5", "0x10", "1234567890123", "١٢٣"]) {
      expect(parseRupiah(input), input).toBeNull();
    }
  });
});

describe("the booking page's forms", () => {
  it("send a quote: price, optional note and the last valid day in Jakarta", () => {
    const submission = parse({
      intent: "send-quote",
      version: "3",
      perAdultIDR: "2.750.000",
      validUntil: "2030-06-30",
      note: "  Includes the boat.  ",
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success" || submission.value.intent !== "send-quote") throw new Error("parse");
    expect(submission.value).toEqual({
      intent: "send-quote",
      version: 3,
      perAdultIDR: 2_750_000,
      validUntil: quoteValidUntilFromDate("2030-06-30"),
      note: "Includes the boat.",
    });
    expect(workflowEventOf(submission.value)).toEqual({
      type: "send-quote",
      perAdultIDR: 2_750_000,
      note: "Includes the boat.",
      validUntil: quoteValidUntilFromDate("2030-06-30"),
    });
    const noNote = parse({ intent: "send-quote", version: "1", perAdultIDR: "100", validUntil: "2030-01-01" });
    if (noNote.status !== "success" || noNote.value.intent !== "send-quote") throw new Error("parse");
    expect(workflowEventOf(noNote.value)).toMatchObject({ note: null });
  });

  it("say what is wrong with a quote, next to its field", () => {
    const base = { intent: "send-quote", version: "1", validUntil: "2030-01-01" };
    expect(errorsOf({ ...base }).perAdultIDR).toEqual([bookingActionMessages.price]);
    expect(errorsOf({ ...base, perAdultIDR: "1,500,000" }).perAdultIDR).toEqual([bookingActionMessages.price]);
    expect(errorsOf({ ...base, perAdultIDR: "0" }).perAdultIDR).toEqual([bookingActionMessages.priceZero]);
    expect(errorsOf({ ...base, perAdultIDR: String(QUOTE_MAX_PER_ADULT_IDR + 1) }).perAdultIDR).toEqual([
      bookingActionMessages.priceMax,
    ]);
    expect(errorsOf({ ...base, perAdultIDR: "9".repeat(10_000) }).perAdultIDR).toEqual([bookingActionMessages.price]);
    expect(errorsOf({ ...base, perAdultIDR: "100", validUntil: "2030-02-30" }).validUntil).toEqual([
      bookingActionMessages.validUntil,
    ]);
    expect(errorsOf({ ...base, perAdultIDR: "100", validUntil: "" }).validUntil).toEqual([
      bookingActionMessages.validUntil,
    ]);
    expect(errorsOf({ ...base, perAdultIDR: "100", note: "n".repeat(501) }).note).toEqual([bookingActionMessages.note]);
  });

  it("need a reason to cancel or reject a payment", () => {
    for (const intent of ["cancel", "reject-payment"]) {
      expect(errorsOf({ intent, version: "2" }).reason, intent).toEqual([bookingActionMessages.reason]);
      expect(errorsOf({ intent, version: "2", reason: "  no  " }).reason).toEqual([bookingActionMessages.reason]);
      expect(errorsOf({ intent, version: "2", reason: "x".repeat(REASON_MAX_LENGTH + 1) }).reason).toEqual([
        bookingActionMessages.reasonTooLong,
      ]);
      const ok = parse({ intent, version: "2", reason: " Fully booked that week " });
      expect(ok.status).toBe("success");
      if (ok.status !== "success" || ok.value.intent === "show-passport") throw new Error("parse");
      expect(workflowEventOf(ok.value)).toEqual({ type: intent, reason: "Fully booked that week" });
    }
  });

  it("need the version the page showed", () => {
    for (const version of ["", "0", "abc", "1.5"]) {
      expect(errorsOf({ intent: "confirm", version }).version, version).toEqual([bookingActionMessages.version]);
    }
    const ok = parse({ intent: "confirm", version: "7" });
    if (ok.status !== "success" || ok.value.intent === "show-passport") throw new Error("parse");
    expect(workflowEventOf(ok.value)).toEqual({ type: "confirm" });
  });

  it("refuse an intent the page does not offer", () => {
    for (const intent of ["accept-quote", "receipt-uploaded", "", "DROP TABLE"]) {
      expect(parse({ intent, version: "1" }).status, intent).toBe("error");
    }
    expect(parse({ intent: "show-passport" }).status).toBe("success");
  });

  it("give the browser each form's constraints", () => {
    for (const intent of STAFF_INTENTS) expect(getZodConstraint(staffActionSchemas[intent])).toBeTypeOf("object");
    expect(getZodConstraint(staffActionSchemas.cancel).reason).toMatchObject({ required: true });
  });

  it("know the agency's today", () => {
    expect(jakartaToday(new Date("2026-11-22T16:59:59Z"))).toBe("2026-11-22");
    expect(jakartaToday(new Date("2026-11-22T17:00:00Z"))).toBe("2026-11-23");
  });
});
