import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { claimPglite, livePgliteOwner, releasePglite } from "./pglite-owner.server";

describe("the PGlite owner file", () => {
  it("names a live process other than us, and nothing once it is gone or released", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "kelana-owner-"));
    expect(livePgliteOwner(dir)).toBeNull();
    // Our parent is alive and is not us: a tool run beside a server sees it as the owner.
    writeFileSync(path.join(dir, "pglite.owner"), `${process.ppid}\n`);
    expect(livePgliteOwner(dir)).toBe(process.ppid);
    // A pid no process has (a stale file after a crash) is no owner.
    writeFileSync(path.join(dir, "pglite.owner"), "2147483646\n");
    expect(livePgliteOwner(dir)).toBeNull();
    // Our own claim is not someone else's, and releasing it removes it.
    claimPglite(dir);
    expect(livePgliteOwner(dir)).toBeNull();
    releasePglite(dir);
    writeFileSync(path.join(dir, "pglite.owner"), `${process.ppid}\n`);
    releasePglite(dir);
    expect(livePgliteOwner(dir)).toBe(process.ppid);
  });
});
