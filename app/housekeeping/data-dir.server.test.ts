import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkDataDir, type DataDirFs } from "./data-dir.server";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kelana-datadir-"));
  made.push(dir);
  return dir;
}

function failingWith(code: string): DataDirFs {
  return {
    mkdir: () => undefined,
    writeAndSync: () => {
      throw Object.assign(new Error(code), { code });
    },
    remove: () => undefined,
  };
}

describe("checkDataDir", () => {
  it("creates a missing folder and leaves no probe file behind", () => {
    const dir = path.join(tempDir(), "nested", "data");
    expect(checkDataDir(dir)).toEqual({ ok: true });
    expect(fs.statSync(dir).isDirectory()).toBe(true);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("says the folder is not writable when part of the path is a file", () => {
    const file = path.join(tempDir(), "a-file");
    fs.writeFileSync(file, "x");
    const result = checkDataDir(path.join(file, "data"));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/is not writable: part of the path is a file/);
  });

  it.each([
    ["ENOSPC", /the disk is full/],
    ["EDQUOT", /the disk is full/],
    ["EROFS", /not writable: it is on a read-only file system/],
    ["EACCES", /not writable by this account \(permission denied\)/],
    ["EIO", /not writable \(EIO\)/],
  ])("explains %s in words", (code, message) => {
    const result = checkDataDir("/srv/kelana", failingWith(code));
    expect(result).toEqual({ ok: false, message: expect.stringMatching(message) });
    if (!result.ok) expect(result.message).toContain("/srv/kelana");
  });
});
