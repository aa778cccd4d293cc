import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

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
});
