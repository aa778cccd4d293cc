import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { bookingMessages, catalogueBookingSchema, plannerBookingSchema } from "./booking-schema";

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
  return submission.status === "success" ? {} : submission.reply().error ?? {};
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
});
