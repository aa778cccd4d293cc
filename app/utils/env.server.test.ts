import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getAgencyBankDetails, getPublicAgency, parseEnv, reloadEnvForTests } from "./env.server";

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
});
