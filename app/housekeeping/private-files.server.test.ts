import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makePrivate } from "./private-files.server";

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe("makePrivate", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), "kelana-private-"));
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it("leaves an existing install's data readable by its own account only", () => {
    const dataDir = path.join(root, "data");
    mkdirSync(path.join(dataDir, "pglite", "base"), { recursive: true });
    mkdirSync(path.join(dataDir, "outbox"));
    writeFileSync(path.join(dataDir, "pglite", "base", "1259"), "table");
    writeFileSync(path.join(dataDir, "outbox", "reset.eml"), "Your code is 1234");
    writeFileSync(path.join(dataDir, "session-secret"), "secret");
    chmodSync(dataDir, 0o755);
    chmodSync(path.join(dataDir, "pglite"), 0o777);
    chmodSync(path.join(dataDir, "pglite", "base"), 0o755);
    chmodSync(path.join(dataDir, "pglite", "base", "1259"), 0o666);
    chmodSync(path.join(dataDir, "outbox", "reset.eml"), 0o644);
    chmodSync(path.join(dataDir, "session-secret"), 0o644);

    const result = makePrivate(dataDir);

    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, "pglite"))).toBe(0o700);
    expect(modeOf(path.join(dataDir, "pglite", "base"))).toBe(0o700);
    expect(modeOf(path.join(dataDir, "outbox"))).toBe(0o700);
    expect(modeOf(path.join(dataDir, "pglite", "base", "1259"))).toBe(0o600);
    expect(modeOf(path.join(dataDir, "outbox", "reset.eml"))).toBe(0o600);
    expect(modeOf(path.join(dataDir, "session-secret"))).toBe(0o600);
    expect(result).toEqual({ changed: 7, failed: [] });
    expect(makePrivate(dataDir)).toEqual({ changed: 0, failed: [] });
  });

  it("creates a missing data folder owner-only", () => {
    const dataDir = path.join(root, "new", "data");
    makePrivate(dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
  });

  it("does not follow a link inside the folder to change a file elsewhere", () => {
    const dataDir = path.join(root, "data");
    mkdirSync(dataDir);
    const outside = path.join(root, "shared.txt");
    writeFileSync(outside, "not ours to change");
    chmodSync(outside, 0o644);
    symlinkSync(outside, path.join(dataDir, "link"));
    makePrivate(dataDir);
    expect(modeOf(outside)).toBe(0o644);
  });
});
