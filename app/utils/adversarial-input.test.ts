// Every form schema, fed 100 KB values built to make a backtracking pattern or a careless check
// stall. Nothing here is timed: a pattern that backtracks on these would simply time the test out.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  accountMessages,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  verifyCodeSchema,
} from "~/accounts/account-schemas";
import {
  bookingMessages,
  catalogueBookingSchema,
  checkCustomPackageName,
  plannerBookingSchema,
} from "~/bookings/booking-schema";
import { findBookingMessages, findBookingSchema } from "~/bookings/find-booking-schema";
import { TOUR_REQUEST_MESSAGES, tourRequestSchema } from "~/planner/tour-request";
import { describedTourFields } from "~/tours/tour-form";

const SIZE = 100_000;
const half = SIZE / 2;

const adversarialValues: [label: string, value: string][] = [
  ["an address of 100,000 dots between two @", `a@${".".repeat(SIZE)}@`],
  ["an address whose domain is 100,000 dots", `a@${".".repeat(SIZE)}`],
  ["100 KB of a", "a".repeat(SIZE)],
  ["100 KB of spaces", " ".repeat(SIZE)],
  ["100 KB of 1", "1".repeat(SIZE)],
  ["100 KB of NUL", "\u0000".repeat(SIZE)],
  ["a. repeated", "a.".repeat(half)],
  ["almost-addresses repeated", "a@b.".repeat(SIZE / 4)],
  ["nested round brackets", `${"(".repeat(half)}${")".repeat(half)}`],
  ["nested square brackets", `${"[".repeat(half)}${"]".repeat(half)}`],
  ["a phone number that never ends", `+62 ${"8 ".repeat(half)}`],
  ["a URL with a 100 KB host", `https://${"a.".repeat(half)}com`],
  ["line breaks", "x\r\n".repeat(SIZE / 3)],
];

type Schema = Parameters<typeof parseWithZod>[1]["schema"];

type FormUnderAttack = {
  form: string;
  schema: Schema;
  /** A submission that passes, so a failure below is the attacked field's doing. */
  valid: Record<string, string>;
  /** Text fields, with the message a value over their length gets. */
  text: Record<string, string>;
  /** Numbers, check boxes and choices: any message will do. */
  other?: string[];
};

const validBooking = {
  idempotencyKey: "6f1c1f52-4f43-4d7a-9a53-0f5b3b1b2c3d",
  fullName: "Ayu Lestari",
  nationality: "Indonesian",
  country: "Indonesia",
  email: "ayu@example.com",
  whatsapp: "+62 812 3456 7890",
  facebook: "https://facebook.com/ayu",
  passportNumber: "X1234567",
  specialRequests: "Vegetarian meals",
  termsAccepted: "on",
  adults: "2",
  children: "1",
  infants: "0",
};
const bookingText = {
  idempotencyKey: bookingMessages.failedB,
  fullName: "Please keep this under 120 characters",
  nationality: "Please keep this under 80 characters",
  country: "Please keep this under 80 characters",
  email: bookingMessages.email,
  whatsapp: bookingMessages.whatsapp,
  facebook: bookingMessages.facebook,
  passportNumber: bookingMessages.passport,
  specialRequests: bookingMessages.specialRequestsTooLong,
};
const bookingOther = ["termsAccepted", "adults", "children", "infants"];

const validTour = {
  destination: "Bali",
  startDate: "2027-03-12",
  endDate: "2027-03-18",
  premium: "premium",
  adults: "2",
  children: "0",
  paymentMethod: "before",
  specialRequests: "A quiet hotel",
  describe: "A week in Bali with the kids",
};
const tourText = {
  destination: TOUR_REQUEST_MESSAGES.destinationTooLong,
  startDate: TOUR_REQUEST_MESSAGES.invalidDate,
  endDate: TOUR_REQUEST_MESSAGES.invalidDate,
  specialRequests: TOUR_REQUEST_MESSAGES.specialRequestsTooLong,
  describe: TOUR_REQUEST_MESSAGES.describeTooLong,
};
const tourOther = ["premium", "adults", "children", "paymentMethod"];

const forms: FormUnderAttack[] = [
  {
    form: "register",
    schema: registerSchema,
    valid: { username: "ayu", useremail: "ayu@example.com", password: "long-enough", confirmPassword: "long-enough" },
    text: {
      username: accountMessages.username,
      useremail: accountMessages.invalidEmail,
      password: accountMessages.passwordTooLong,
      confirmPassword: accountMessages.passwordTooLong,
    },
  },
  {
    form: "sign-in",
    schema: loginSchema,
    valid: { email: "ayu@example.com", password: "long-enough", remember: "on", redirectTo: "/dashboard" },
    text: {
      email: accountMessages.validEmail,
      password: accountMessages.badCredentials,
      redirectTo: accountMessages.redirectTooLong,
    },
    other: ["remember"],
  },
  {
    form: "forgot password",
    schema: forgotPasswordSchema,
    valid: { useremail: "ayu@example.com" },
    text: { useremail: accountMessages.invalidEmail },
  },
  {
    form: "verify code",
    schema: verifyCodeSchema(4),
    valid: { useremail: "ayu@example.com", otp: "1234" },
    text: { useremail: accountMessages.invalidEmail, otp: "The code has 4 digits" },
  },
  {
    form: "reset password",
    schema: resetPasswordSchema,
    valid: { newPassword: "long-enough", confirmPassword: "long-enough" },
    text: { newPassword: accountMessages.passwordTooLong, confirmPassword: accountMessages.passwordTooLong },
  },
  {
    form: "checkout booking",
    schema: catalogueBookingSchema,
    valid: validBooking,
    text: bookingText,
    other: bookingOther,
  },
  {
    form: "planner booking",
    schema: plannerBookingSchema,
    valid: validBooking,
    text: bookingText,
    other: bookingOther,
  },
  {
    form: "find booking",
    schema: findBookingSchema,
    valid: { email: "ayu@example.com" },
    text: { email: findBookingMessages.email },
  },
  {
    form: "tour request",
    schema: tourRequestSchema("2026-11-22"),
    valid: validTour,
    text: tourText,
    other: tourOther,
  },
  {
    form: "tour request with a description",
    schema: describedTourFields,
    valid: validTour,
    text: tourText,
    other: tourOther,
  },
];

function submit(schema: Schema, values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  const submission = parseWithZod(data, { schema });
  return { status: submission.status, error: submission.reply().error ?? {} };
}

describe.each(forms)("the $form form under 100 KB values", ({ schema, valid, text, other = [] }) => {
  it("accepts the ordinary submission the attacks start from", () => {
    expect(submit(schema, valid)).toEqual({ status: "success", error: {} });
  });

  describe.each(Object.entries(text))("text field %s", (field, lengthMessage) => {
    it.each(adversarialValues)("refuses %s with its length message", (_label, value) => {
      const { status, error } = submit(schema, { ...valid, [field]: value });
      expect(status).toBe("error");
      expect(error[field]).toEqual([lengthMessage]);
    });
  });

  describe.each(other)("field %s", (field) => {
    it.each(adversarialValues)("refuses %s with a message", (_label, value) => {
      const { status, error } = submit(schema, { ...valid, [field]: value });
      expect(status).toBe("error");
      expect(error[field]?.length).toBeGreaterThan(0);
      for (const message of error[field] ?? []) expect(message).toMatch(/\w/);
    });
  });
});

describe("a custom package name from the checkout URL under 100 KB values", () => {
  it.each(adversarialValues)("refuses %s with the rule's message", (_label, value) => {
    expect(checkCustomPackageName(value)).toEqual({ ok: false, message: bookingMessages.customPackageName });
  });
});
