import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  bookingMessages,
  catalogueBookingSchema,
  checkCustomPackageName,
  plannerBookingSchema,
} from "./booking-schema";

function form(overrides: Record<string, string | undefined> = {}) {
  const values: Record<string, string | undefined> = {
    idempotencyKey: "6f1c1f52-4f43-4d7a-9a53-0f5b3b1b2c3d",
    fullName: "Ayu Lestari",
    nationality: "Indonesian",
    country: "Indonesia",
    email: "ayu@example.com",
    whatsapp: "+62 812 3456 7890",
    facebook: "",
    passportNumber: "x 1234 567",
    specialRequests: "",
    termsAccepted: "on",
    adults: "2",
    children: "1",
    infants: "0",
    ...overrides,
  };
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) if (v !== undefined) data.set(k, v);
  return data;
}

function errorsOf(schema: typeof catalogueBookingSchema, data: FormData) {
  const submission = parseWithZod(data, { schema });
  return submission.status === "success" ? {} : (submission.reply().error ?? {});
}

describe("booking form schema", () => {
  it("accepts a complete booking and normalises the passport", () => {
    const submission = parseWithZod(form(), { schema: catalogueBookingSchema });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.passportNumber).toBe("X1234567");
    expect(submission.value.termsAccepted).toBe(true);
    expect(submission.value.facebook).toBeUndefined();
    expect(submission.value.adults).toBe(2);
  });

  it("requires the terms with the spec's message", () => {
    expect(errorsOf(catalogueBookingSchema, form({ termsAccepted: undefined })).termsAccepted).toEqual([
      bookingMessages.terms,
    ]);
  });

  it("rejects a bad e-mail, a bad WhatsApp number and a bad passport", () => {
    const errors = errorsOf(catalogueBookingSchema, form({ email: "ayu@", whatsapp: "call me", passportNumber: "12" }));
    expect(errors.email).toEqual([bookingMessages.email]);
    expect(errors.whatsapp).toEqual([bookingMessages.whatsapp]);
    expect(errors.passportNumber).toEqual([bookingMessages.passport]);
  });

  it("requires at least one adult and no negative counts", () => {
    const errors = errorsOf(catalogueBookingSchema, form({ adults: "0", children: "-1", infants: "1.5" }));
    expect(errors.adults).toEqual([bookingMessages.adultsMin]);
    expect(errors.children).toEqual([bookingMessages.countMin]);
    expect(errors.infants).toEqual([bookingMessages.wholeNumber]);
  });

  it("caps a booking at 1000 travellers in all", () => {
    expect(errorsOf(catalogueBookingSchema, form({ adults: "600", children: "300", infants: "101" })).adults).toEqual([
      bookingMessages.tooMany,
    ]);
    expect(errorsOf(catalogueBookingSchema, form({ adults: "600", children: "300", infants: "100" }))).toEqual({});
  });

  it("requires every personal field", () => {
    const errors = errorsOf(catalogueBookingSchema, form({ fullName: " ", nationality: "", country: "" }));
    expect(errors.fullName).toEqual([bookingMessages.fullName]);
    expect(errors.nationality).toEqual([bookingMessages.nationality]);
    expect(errors.country).toEqual([bookingMessages.country]);
  });

  it("makes Facebook optional at checkout but required on the planner's form", () => {
    expect(errorsOf(catalogueBookingSchema, form({ facebook: "" })).facebook).toBeUndefined();
    expect(errorsOf(catalogueBookingSchema, form({ facebook: "javascript:alert(1)" })).facebook).toEqual([
      bookingMessages.facebook,
    ]);
    expect(errorsOf(plannerBookingSchema, form({ facebook: "" })).facebook).toEqual([bookingMessages.facebookRequired]);
    expect(errorsOf(plannerBookingSchema, form({ facebook: "https://facebook.com/ayu" }))).toEqual({});
  });

  it("refuses a WhatsApp number longer than 32 characters, however it is made", () => {
    expect(errorsOf(catalogueBookingSchema, form({ whatsapp: "+62 812 3456 7890 1234 5678 9012" })).whatsapp).toEqual([
      bookingMessages.whatsapp,
    ]);
    expect(errorsOf(catalogueBookingSchema, form({ whatsapp: "1".repeat(2_000_000) })).whatsapp).toEqual([
      bookingMessages.whatsapp,
    ]);
  });

  it("reads the e-mail with the same check as the account forms", () => {
    const submission = parseWithZod(form({ email: " Ayu@Example.com " }), { schema: catalogueBookingSchema });
    expect(submission.status === "success" && submission.value.email).toBe("ayu@example.com");
    expect(errorsOf(catalogueBookingSchema, form({ email: "ayu@example.com,victim@example.org" })).email).toEqual([
      bookingMessages.email,
    ]);
    expect(errorsOf(catalogueBookingSchema, form({ email: `a@${".".repeat(80_000)}@` })).email).toEqual([
      bookingMessages.email,
    ]);
  });
});

describe("custom package names", () => {
  it.each([
    "Bali Family Trip",
    "Lombok & Gili (5 days)",
    "Raja Ampat - Diving, 2027",
    "O'Neil's Bali.",
    "Ubud Ṭīrtha",
    "巴厘岛之旅",
    "Phố cổ Hội An",
  ])("accepts %j", (name) => {
    expect(checkCustomPackageName(name)).toEqual({ ok: true, name: name.normalize("NFC") });
  });

  it("trims the name it books under", () => {
    expect(checkCustomPackageName("  Bali Family Trip ")).toEqual({ ok: true, name: "Bali Family Trip" });
  });

  it.each([
    ["empty", "   "],
    ["a line break", "Bali\r\nYour booking was cancelled"],
    ["a tab", "Bali\tTrip"],
    ["a bidi override", "Bali\u202eTrip"],
    ["a NUL", "Bali\u0000"],
    ["angle brackets", "<script>alert(1)</script>"],
    ["a link", "https://evil.example/pay"],
    ["81 characters", "a".repeat(81)],
  ])("refuses a name with %s, saying what a name may hold", (_why, name) => {
    expect(checkCustomPackageName(name)).toEqual({
      ok: false,
      message: "A custom package name may use letters, digits, spaces and - & ' . , ( ) — at most 80 characters.",
    });
  });
});
