import { describe, expect, it } from "vitest";
import { MAIL_BODY_MAX_LENGTH, MAIL_SUBJECT_MAX_LENGTH } from "./mail-text";
import { outboxRow } from "./outbox.server";

describe("what the outbox will hold", () => {
  it("keeps an ordinary message as written", () => {
    expect(outboxRow({ to: "ayu@example.com", subject: "Kelana: your booking", text: "Dear Ayu,\n\nThanks" })).toEqual({
      toAddress: "ayu@example.com",
      subject: "Kelana: your booking",
      textBody: "Dear Ayu,\n\nThanks",
      htmlBody: null,
    });
  });

  it("never lets a subject carry a second line or run on", () => {
    const row = outboxRow({
      to: "ayu@example.com",
      subject: `New booking: Bali\r\nBcc: victim@example.org\u202e${"x".repeat(1000)}`,
      text: "",
    });
    expect(row.subject).not.toMatch(/[\r\n\u202e]/);
    expect(row.subject.startsWith("New booking: Bali Bcc: victim@example.org")).toBe(true);
    expect(row.subject).toHaveLength(MAIL_SUBJECT_MAX_LENGTH);
  });

  it("caps bodies and drops control characters from them", () => {
    const row = outboxRow({
      to: "ayu@example.com",
      subject: "s",
      text: `a\u0000b\n${"x".repeat(100_000)}`,
      html: "<p>x</p>".repeat(10_000),
    });
    expect(row.textBody.startsWith("ab\nxxx")).toBe(true);
    expect(row.textBody).toHaveLength(MAIL_BODY_MAX_LENGTH);
    expect(row.htmlBody).toHaveLength(MAIL_BODY_MAX_LENGTH);
  });

  it("refuses to queue a message for anything but one plain address", () => {
    for (const to of [
      "ayu@example.com, victim@example.org",
      "ayu@example.com\r\nBcc: victim@example.org",
      "not-an-address",
    ]) {
      expect(() => outboxRow({ to, subject: "s", text: "t" })).toThrow(/recipient/);
    }
  });
});
