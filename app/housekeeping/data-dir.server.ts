// A start-up check of DATA_DIR (PGlite's files, uploads, the e-mail outbox, generated secrets), so an
// operator reads "not writable" or "the disk is full" instead of PGlite's "failed to initialize
// properly" deep in a stack trace.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export type DataDirCheck = { ok: true } | { ok: false; message: string };

/** The file operations the check needs; tests pass failing ones (a full disk cannot be made on demand). */
export type DataDirFs = {
  mkdir(dir: string): void;
  writeAndSync(file: string, data: string): void;
  remove(file: string): void;
};

const realFs: DataDirFs = {
  mkdir: (dir) => fs.mkdirSync(dir, { recursive: true, mode: 0o700 }),
  writeAndSync: (file, data) => {
    const descriptor = fs.openSync(file, "wx", 0o600);
    try {
      fs.writeSync(descriptor, data);
      fs.fsyncSync(descriptor);
    } finally {
      fs.closeSync(descriptor);
    }
  },
  remove: (file) => fs.rmSync(file, { force: true }),
};

/** A few KB, so a disk with only a handful of bytes left is found full here rather than mid-write. */
const PROBE = "kelana DATA_DIR check\n".repeat(200);

/** Whether the server can create, write and sync files in `dataDir`; the message says why not, in words. */
export function checkDataDir(dataDir: string, files: DataDirFs = realFs): DataDirCheck {
  const dir = path.resolve(dataDir);
  const probe = path.join(dir, `.write-check-${randomUUID()}`);
  try {
    files.mkdir(dir);
    files.writeAndSync(probe, PROBE);
    return { ok: true };
  } catch (error) {
    return { ok: false, message: explain(dir, error) };
  } finally {
    try {
      files.remove(probe);
    } catch {
      // Nothing was written, or the folder cannot be changed: the message above already says so.
    }
  }
}

function explain(dir: string, error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case "ENOSPC":
    case "EDQUOT":
      return `DATA_DIR ${dir}: the disk is full (no space left to write). Free some space or point DATA_DIR at another disk.`;
    case "EROFS":
      return `DATA_DIR ${dir} is not writable: it is on a read-only file system. Mount it read-write or point DATA_DIR elsewhere.`;
    case "EACCES":
    case "EPERM":
      return `DATA_DIR ${dir} is not writable by this account (permission denied). Give it to the user the server runs as (chown), or point DATA_DIR elsewhere.`;
    case "ENOTDIR":
    case "EEXIST":
      return `DATA_DIR ${dir} is not writable: part of the path is a file, not a folder.`;
    default:
      return `DATA_DIR ${dir} is not writable (${code ?? "unknown error"}).`;
  }
}
