import { describe, expect, it } from "vitest";
import { mailBody, mailSafe } from "./mail-text";

describe("user text inside an e-mail", () => {
  it("stays on one line: every kind of line break becomes a space", () => {
    expect(mailSafe("Bali\r\nBcc: victim@example.org", 200)).toBe("Bali Bcc: victim@example.org");
    expect(mailSafe("a\nb\rc\u2028d\u2029e\u0085f\u000bg\u000ch\ti", 200)).toBe("a b c d e f g h i");
  });

  it("keeps nothing of control characters or bidi overrides, embeddings, isolates and marks", () => {
    const invisible =
      "\u0000\u0007\u001b\u007f\u0080\u009f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c";
    expect(mailSafe(`Ayu${invisible}Lestari`, 200)).toBe("AyuLestari");
    expect(mailSafe("invoice\u202Efdp.exe", 200)).toBe("invoicefdp.exe");
  });

  it("keeps letters of every script, accents and emoji", () => {
    expect(mailSafe("  Ngurah Rai — Bali & Lombok (Paket Keluarga) 🌴 Việt ", 200)).toBe(
      "Ngurah Rai — Bali & Lombok (Paket Keluarga) 🌴 Việt",
    );
  });

  it("is cut to its length with an ellipsis, never through an emoji", () => {
    expect(mailSafe("a".repeat(100), 10)).toBe(`${"a".repeat(9)}…`);
    expect(mailSafe("a".repeat(100_000), 80)).toHaveLength(80);
    expect(mailSafe(`${"a".repeat(8)}🌴🌴`, 10)).toBe(`${"a".repeat(8)}…`);
    expect(mailSafe(null, 10)).toBe("");
    expect(mailSafe(42, 10)).toBe("42");
  });

  it("keeps a body's lines, in one newline style, without controls, and caps it", () => {
    expect(mailBody("Dear Ayu,\r\n\r\nThanks\u2028—\u202eKelana\u0000")).toBe("Dear Ayu,\n\nThanks\n—Kelana");
    expect(mailBody("x".repeat(50_000), 20_000)).toHaveLength(20_000);
    expect(mailBody(undefined)).toBe("");
  });
});
