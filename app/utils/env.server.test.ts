import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  EXAMPLE_AGENCY,
  getAgencyBankDetails,
  getPublicAgency,
  parseEnv,
  reloadEnvForTests,
  telegramLink,
} from "./env.server";

const tmp = () => mkdtempSync(path.join(os.tmpdir(), "kelana-env-"));

describe("environment", () => {
  it("has defaults that let a newcomer start with nothing set", () => {
    const dir = tmp();
    const env = parseEnv({ DATA_DIR: dir });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.AGENCY_EMAIL).toMatch(/\.example$/);
    // The generated secret is kept, so sessions survive a restart.
    expect(env.SESSION_SECRET).toBe(readFileSync(path.join(dir, "session-secret"), "utf8"));
    expect(parseEnv({ DATA_DIR: dir }).SESSION_SECRET).toBe(env.SESSION_SECRET);
  });

  it("accepts several session secrets for rotation; the first one signs", () => {
    const env = parseEnv({ DATA_DIR: tmp(), SESSION_SECRET: `${"a".repeat(32)},${"b".repeat(32)}` });
    expect(env.SESSION_SECRET).toBe("a".repeat(32));
    expect(env.SESSION_SECRETS).toHaveLength(2);
  });

  it("names the variable when a value is bad", () => {
    expect(() => parseEnv({ DATA_DIR: tmp(), PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATA_DIR: tmp(), DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must be a postgres/);
    expect(() => parseEnv({ DATA_DIR: tmp(), SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET/);
    for (const pool of ["0", "abc", "2.5", "101"])
      expect(() => parseEnv({ DATA_DIR: tmp(), DATABASE_POOL_SIZE: pool })).toThrow(/DATABASE_POOL_SIZE: must be/);
    expect(parseEnv({ DATA_DIR: tmp(), DATABASE_POOL_SIZE: "20" }).DATABASE_POOL_SIZE).toBe(20);
    expect(parseEnv({ DATA_DIR: tmp(), DATABASE_POOL_SIZE: "" }).DATABASE_POOL_SIZE).toBe(10);
    expect(() => parseEnv({ DATA_DIR: tmp(), AGENCY_WHATSAPP: "call us" })).toThrow(/AGENCY_WHATSAPP/);
  });

  it("has example bank details, clearly marked, until the agency sets its own", () => {
    const env = parseEnv({ DATA_DIR: tmp() });
    expect(env.AGENCY_BANK_NAME).toMatch(/example/i);
    expect(env.AGENCY_BANK_ACCOUNT_NAME).toMatch(/example/i);
    expect(env.AGENCY_BANK_ACCOUNT_NUMBER).toBe("0000000000");
    expect(env.AGENCY_BANK_SWIFT).toBeUndefined();
    expect(env.AGENCY_BANK_BRANCH).toBeUndefined();
  });

  it("reads the agency's bank account, with the SWIFT code upper-cased and empty optional values unset", () => {
    const env = parseEnv({
      DATA_DIR: tmp(),
      AGENCY_BANK_NAME: " Bank Central Asia ",
      AGENCY_BANK_ACCOUNT_NAME: "PT Kelana Wisata",
      AGENCY_BANK_ACCOUNT_NUMBER: "123-456 7890",
      AGENCY_BANK_SWIFT: "cenaidja",
      AGENCY_BANK_BRANCH: "",
    });
    expect(env.AGENCY_BANK_NAME).toBe("Bank Central Asia");
    expect(env.AGENCY_BANK_ACCOUNT_NUMBER).toBe("123-456 7890");
    expect(env.AGENCY_BANK_SWIFT).toBe("CENAIDJA");
    expect(env.AGENCY_BANK_BRANCH).toBeUndefined();
  });

  it("refuses a bank account that would send a traveller's money astray, naming the variable", () => {
    const dir = tmp();
    expect(() => parseEnv({ DATA_DIR: dir, AGENCY_BANK_ACCOUNT_NUMBER: "call us" })).toThrow(
      /AGENCY_BANK_ACCOUNT_NUMBER: must be the account number/,
    );
    expect(() => parseEnv({ DATA_DIR: dir, AGENCY_BANK_ACCOUNT_NUMBER: "12" })).toThrow(/AGENCY_BANK_ACCOUNT_NUMBER/);
    expect(() => parseEnv({ DATA_DIR: dir, AGENCY_BANK_ACCOUNT_NUMBER: "1".repeat(35) })).toThrow(
      /AGENCY_BANK_ACCOUNT_NUMBER/,
    );
    expect(() => parseEnv({ DATA_DIR: dir, AGENCY_BANK_SWIFT: "CENA-IDJA" })).toThrow(
      /AGENCY_BANK_SWIFT: must be a SWIFT/,
    );
    expect(() => parseEnv({ DATA_DIR: dir, AGENCY_BANK_NAME: "B" })).toThrow(/AGENCY_BANK_NAME/);
    expect(() => parseEnv({ DATA_DIR: dir, AGENCY_BANK_ACCOUNT_NAME: "x".repeat(101) })).toThrow(
      /AGENCY_BANK_ACCOUNT_NAME/,
    );
    expect(() => parseEnv({ DATA_DIR: dir, AGENCY_BANK_BRANCH: "x".repeat(201) })).toThrow(/AGENCY_BANK_BRANCH/);
  });

  it("keeps the bank details out of the public agency details every page gets", () => {
    const saved = { ...process.env };
    try {
      process.env.AGENCY_BANK_ACCOUNT_NUMBER = "9876543210";
      process.env.AGENCY_BANK_SWIFT = "CENAIDJAXXX";
      reloadEnvForTests();
      expect(JSON.stringify(getPublicAgency())).not.toContain("9876543210");
      expect(getAgencyBankDetails()).toMatchObject({
        accountNumber: "9876543210",
        swift: "CENAIDJAXXX",
        branch: null,
        isExample: false,
      });
      delete process.env.AGENCY_BANK_ACCOUNT_NUMBER;
      reloadEnvForTests();
      expect(getAgencyBankDetails().isExample).toBe(true);
    } finally {
      process.env = saved;
      reloadEnvForTests();
    }
  });

  it("has example phone, Telegram and licence defaults that reach no one, marked as examples", () => {
    const env = parseEnv({ DATA_DIR: tmp() });
    expect(env.AGENCY_PHONE).toBe(EXAMPLE_AGENCY.AGENCY_PHONE);
    expect(env.AGENCY_PHONE.replace(/[^0-9]/g, "")).toMatch(/^62361?0+$/);
    // An .example host: a t.me name in a default could belong to a stranger.
    expect(new URL(env.AGENCY_TELEGRAM).hostname).toMatch(/\.example$/);
    expect(env.AGENCY_LICENCE).toMatch(/^0+$/);
  });

  it("reads the phone, Telegram and licence, and counts an empty value as unset", () => {
    const env = parseEnv({
      DATA_DIR: tmp(),
      AGENCY_PHONE: " +62 361 234-5678 ",
      AGENCY_TELEGRAM: "@Kelana_Tours",
      AGENCY_LICENCE: "9120001234567",
    });
    expect(env.AGENCY_PHONE).toBe("+62 361 234-5678");
    expect(env.AGENCY_TELEGRAM).toBe("https://t.me/Kelana_Tours");
    expect(env.AGENCY_LICENCE).toBe("9120001234567");
    const empty = parseEnv({ DATA_DIR: tmp(), AGENCY_PHONE: "", AGENCY_TELEGRAM: "", AGENCY_LICENCE: "" });
    expect(empty.AGENCY_PHONE).toBe(EXAMPLE_AGENCY.AGENCY_PHONE);
    expect(empty.AGENCY_TELEGRAM).toBe(EXAMPLE_AGENCY.AGENCY_TELEGRAM);
    expect(empty.AGENCY_LICENCE).toBe(EXAMPLE_AGENCY.AGENCY_LICENCE);
  });

  it("accepts a Telegram username or a t.me link and nothing else", () => {
    for (const value of ["kelana_tours", "@kelana_tours", "t.me/kelana_tours", "https://t.me/kelana_tours/"]) {
      expect(telegramLink(value), value).toBe("https://t.me/kelana_tours");
    }
    expect(telegramLink("https://telegram.me/kelana_tours")).toBe("https://t.me/kelana_tours");
    for (const value of [
      "",
      "@kel", // too short
      "1kelana", // starts with a digit
      "kelana_", // ends with an underscore
      "https://evil.example/kelana_tours",
      "https://t.me.evil.example/kelana_tours",
      "https://t.me/kelana_tours?start=x",
      "https://user@t.me/kelana_tours",
      "javascript:alert(1)",
      "https://t.me/+AbCdEf", // an invite link, not a contact
      `@${"a".repeat(200)}`,
    ]) {
      expect(telegramLink(value), value).toBeNull();
    }
  });

  it("refuses a phone, Telegram contact, licence or website that would mislead a traveller, naming the variable", () => {
    const dir = tmp();
    for (const phone of ["call us", "0361 234 5678", "+62", "+1 23", `+${"1".repeat(16)}`, "+62 361 234 5678 ext 2"]) {
      expect(() => parseEnv({ DATA_DIR: dir, AGENCY_PHONE: phone }), phone).toThrow(
        /AGENCY_PHONE: must be an international phone number/,
      );
    }
    expect(() => parseEnv({ DATA_DIR: dir, AGENCY_TELEGRAM: "https://evil.example/x" })).toThrow(
      /AGENCY_TELEGRAM: must be a Telegram username or link/,
    );
    expect(() => parseEnv({ DATA_DIR: dir, AGENCY_LICENCE: "<b>NIB</b>" })).toThrow(/AGENCY_LICENCE/);
    expect(() => parseEnv({ DATA_DIR: dir, AGENCY_LICENCE: "1".repeat(61) })).toThrow(/AGENCY_LICENCE/);
    expect(() => parseEnv({ DATA_DIR: dir, AGENCY_WEBSITE: "mailto:hello@kelana.example" })).toThrow(
      /AGENCY_WEBSITE: must be an http\(s\) address/,
    );
    expect(() => parseEnv({ DATA_DIR: dir, AGENCY_WEBSITE: "javascript:alert(1)" })).toThrow(/AGENCY_WEBSITE/);
  });

  it("gives pages the contacts to call and message, and says which are still examples", () => {
    const saved = { ...process.env };
    try {
      delete process.env.AGENCY_PHONE;
      delete process.env.AGENCY_TELEGRAM;
      delete process.env.AGENCY_LICENCE;
      delete process.env.AGENCY_ADDRESS;
      reloadEnvForTests();
      expect(getPublicAgency()).toMatchObject({
        phoneUrl: "tel:+623610000000",
        telegram: "@kelana",
        examples: { phone: true, telegram: true, licence: true, address: true },
      });
      process.env.AGENCY_PHONE = "+62 361 234 5678";
      process.env.AGENCY_TELEGRAM = "kelana_tours";
      process.env.AGENCY_LICENCE = "9120001234567";
      process.env.AGENCY_ADDRESS = "Jl. Raya Ubud No. 8, Gianyar, Bali 80571, Indonesia";
      reloadEnvForTests();
      expect(getPublicAgency()).toMatchObject({
        phone: "+62 361 234 5678",
        phoneUrl: "tel:+623612345678",
        telegram: "@kelana_tours",
        telegramUrl: "https://t.me/kelana_tours",
        licence: "9120001234567",
        examples: { phone: false, telegram: false, licence: false, address: false },
      });
    } finally {
      process.env = saved;
      reloadEnvForTests();
    }
  });
});
