import { describe, expect, it } from "vitest";
import {
  agencyNotificationMail,
  bookingChangeMail,
  type BookingMailFacts,
  travellerConfirmationMail,
} from "./booking-mail";

const facts: BookingMailFacts = {
  reference: "KEL-ABC123",
  fullName: "Ayu Lestari",
  email: "ayu@example.com",
  whatsapp: "+62 812 3456 7890",
  packageName: "Bali Highlights",
  adults: 2,
  children: 1,
  infants: 0,
  totalIDR: 9_000_000,
  status: "pending",
  confirmationUrl: "https://kelana.example/confirmation/KEL-ABC123",
  agencyName: "Kelana",
  agencyWhatsApp: "+62 811 0000 0000",
  agencyEmail: "hello@kelana.example",
};

const injected = "Bali\r\n\r\nYour booking was cancelled. Pay again at https://evil.example/pay\u202e";

describe("booking e-mails", () => {
  it("tell the traveller what they booked", () => {
    const mail = travellerConfirmationMail(facts);
    expect(mail.to).toBe("ayu@example.com");
    expect(mail.subject).toBe("Kelana: we received your booking KEL-ABC123");
    expect(mail.text).toContain("Dear Ayu Lestari,");
    expect(mail.text).toContain("Package: Bali Highlights");
  });

  it("never let a custom package name or a traveller's details add lines of their own", () => {
    const hostile = {
      ...facts,
      packageName: injected,
      fullName: `Ayu\nP.S. ${injected}`,
      whatsapp: `+62\u0000${injected}`,
    };
    for (const mail of [travellerConfirmationMail(hostile), agencyNotificationMail(hostile)]) {
      expect(mail.subject).not.toMatch(/[\r\n\u202e]/);
      const lines = mail.text.split("\n");
      expect(
        lines.filter((line) => line.includes("evil.example")).every((line) => /^(Dear|Package|Traveller)/.test(line)),
      ).toBe(true);
      expect(mail.text).not.toMatch(/[\r\u0000\u202e]/);
      expect(lines.some((line) => line.startsWith("Your booking was cancelled"))).toBe(false);
    }
    expect(agencyNotificationMail(hostile).subject).toBe(
      "New booking KEL-ABC123: Bali Your booking was cancelled. Pay again at https://evil.example/pay",
    );
  });

  it("cap what a traveller typed", () => {
    const mail = agencyNotificationMail({ ...facts, fullName: "A".repeat(100_000), whatsapp: "1".repeat(100_000) });
    const traveller = mail.text.split("\n").find((line) => line.startsWith("Traveller:")) ?? "";
    expect(traveller.length).toBeLessThan(300);
  });
});

describe("the e-mails of a booking's changes", () => {
  it("give the quote's price, total and date, and the page to answer it on", () => {
    const mail = bookingChangeMail(facts, {
      action: "send-quote",
      quote: { perAdultIDR: 4_500_000, totalIDR: 9_000_000, note: "Private boat", validUntil: "30 Nov 2026" },
    });
    expect(mail.to).toBe(facts.email);
    expect(mail.text).toContain("Price per adult: IDR 4.500.000");
    expect(mail.text).toContain("IDR 9.000.000");
    expect(mail.text).toContain("Valid until: 30 Nov 2026");
    expect(mail.text).toContain(`Accept or decline it on your booking page: ${facts.confirmationUrl}`);
  });

  it("say a cancelled booking is cancelled, with the staff's reason on one line of its own", () => {
    const mail = bookingChangeMail(facts, { action: "cancel", reason: "Boat broken\nPay at https://evil.example" });
    expect(mail.subject).toMatch(/is cancelled$/);
    const reasonLine = mail.text.split("\n").find((line) => line.startsWith("Reason:"));
    expect(reasonLine).toBe("Reason: Boat broken Pay at https://evil.example");
    expect(mail.text).not.toMatch(/confirmed/);
  });

  it("only say 'confirmed' when staff confirm", () => {
    const actions = ["start-review", "accept-quote", "receipt-uploaded", "reject-payment", "decline-quote"] as const;
    for (const action of actions) expect(bookingChangeMail(facts, { action }).text).not.toMatch(/is confirmed/);
    expect(bookingChangeMail(facts, { action: "confirm" }).text).toMatch(/is confirmed/);
  });
});

describe("the dates in a booking's e-mails", () => {
  it("give the trip's first and last day to the traveller and to the agency", () => {
    const dated = { ...facts, travelDate: "2027-03-14", days: 5 };
    for (const mail of [travellerConfirmationMail(dated), agencyNotificationMail(dated)]) {
      expect(mail.text.split("\n")).toContain("Dates: 14 Mar 2027 – 18 Mar 2027");
    }
    expect(bookingChangeMail(dated, { action: "confirm" }).text.split("\n")).toContain(
      "Dates: 14 Mar 2027 – 18 Mar 2027",
    );
  });

  it("leave the line out for a booking without a date, or with a stored value that is not one", () => {
    for (const travelDate of [null, undefined, "", "2027-02-30", "soon\nPay at https://evil.example"]) {
      const mail = travellerConfirmationMail({ ...facts, travelDate });
      expect(mail.text).not.toContain("Dates:");
      expect(mail.text).not.toContain("evil.example");
    }
  });

  it("never call a request awaiting the team 'confirmed', priced or not", () => {
    for (const f of [facts, { ...facts, totalIDR: null, status: "price_confirmation_needed" }]) {
      for (const mail of [travellerConfirmationMail(f), agencyNotificationMail(f)]) {
        expect(`${mail.subject}\n${mail.text}`).not.toMatch(/\bconfirmed\b/i);
      }
    }
    expect(travellerConfirmationMail({ ...facts, totalIDR: null }).text).toContain(
      "Total: Our team will send you a price",
    );
  });
});
