// PGlite's files may be opened by one process only: a second one (a script while the server runs) would
// write beside it and its changes would be lost, or worse. The process that opens them says so in a
// file next to them, and tools refuse to open them while that process lives.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const OWNER_FILE = "pglite.owner";

function ownerFile(dataDir: string): string {
  return path.join(dataDir, OWNER_FILE);
}

/** The process id holding the PGlite files of `dataDir`, if it is still running (and is not us). */
export function livePgliteOwner(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(ownerFile(dataDir), "utf8").trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: it exists but belongs to someone else; ESRCH: it is gone (a stale file from a crash).
    return (error as NodeJS.ErrnoException).code === "EPERM" ? pid : null;
  }
}

/** Marks this process as the one holding the PGlite files (until `releasePglite`). */
export function claimPglite(dataDir: string): void {
  writeFileSync(ownerFile(dataDir), `${process.pid}\n`, { mode: 0o600 });
}

export function releasePglite(dataDir: string): void {
  try {
    if (readFileSync(ownerFile(dataDir), "utf8").trim() === String(process.pid)) rmSync(ownerFile(dataDir));
  } catch {
    // Nothing to release.
  }
}
