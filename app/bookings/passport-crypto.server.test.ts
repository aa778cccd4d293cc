import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decryptPassport, encryptPassport } from "./passport-crypto.server";

const key = randomBytes(32).toString("hex");

describe("passport encryption", () => {
  it("round-trips and never contains the number in clear", () => {
    const stored = encryptPassport("X1234567", key);
    expect(stored).not.toContain("X1234567");
    expect(stored.startsWith("v1.")).toBe(true);
    expect(decryptPassport(stored, key)).toBe("X1234567");
  });

  it("uses a fresh IV each time", () => {
    expect(encryptPassport("X1234567", key)).not.toBe(encryptPassport("X1234567", key));
  });

  it("refuses a tampered value or the wrong key", () => {
    const stored = encryptPassport("X1234567", key);
    const parts = stored.split(".");
    const tampered = [...parts.slice(0, 3), Buffer.from("Y1234567").toString("base64url")].join(".");
    expect(() => decryptPassport(tampered, key)).toThrow();
    expect(() => decryptPassport(stored, randomBytes(32).toString("hex"))).toThrow();
  });
});
