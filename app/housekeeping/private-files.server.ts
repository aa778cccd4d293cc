// DATA_DIR holds the database, the generated secrets and e-mails with reset codes in them: only the
// account that runs Kelana may read it. New files are made owner-only by the umask; files from older
// installs (PGlite's were 0666, outbox e-mails 0644) are tightened at start.
import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { isMainThread } from "node:worker_threads";
import { log } from "~/utils/log.server";

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Makes every file this process creates from now on owner-only (whatever mode its creator asks for). */
export function restrictNewFiles(): void {
  // Worker threads may not change the process's umask; the main thread has set it already.
  if (isMainThread) process.umask(0o077);
}

export type PrivateFilesResult = { changed: number; failed: string[] };

/**
 * Creates `dir` if missing and makes it and everything in it owner-only: directories 0700, files
 * 0600. Symbolic links inside are left alone (chmod would follow them out of `dir`). An entry it cannot
 * change (owned by another account) is listed in `failed` and the walk goes on.
 */
export function makePrivate(dir: string): PrivateFilesResult {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const result: PrivateFilesResult = { changed: 0, failed: [] };
  const tighten = (target: string, mode: number, followLink = false) => {
    try {
      if (((followLink ? statSync(target) : lstatSync(target)).mode & 0o777) === mode) return;
      chmodSync(target, mode);
      result.changed++;
    } catch {
      result.failed.push(target);
    }
  };
  const walk = (current: string) => {
    let entries;
    try {
      entries = readdirSync(current, { withFileTypes: true });
    } catch {
      result.failed.push(current);
      return;
    }
    for (const entry of entries) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        tighten(full, PRIVATE_DIR_MODE);
        walk(full);
      } else if (entry.isFile()) {
        tighten(full, PRIVATE_FILE_MODE);
      }
    }
  };
  // DATA_DIR itself may be a link to the real folder (a mounted volume): follow that one.
  tighten(dir, PRIVATE_DIR_MODE, true);
  walk(dir);
  return result;
}

const globalForPrivacy = globalThis as unknown as { __kelanaPrivateDataDirs?: Set<string> };

/**
 * Once per process and folder (server.ts and the Remix build each carry this module): restricts new
 * files and makes `dataDir` private. What it cannot change is reported, not fatal: the site still
 * starts, and the warning says what to fix.
 */
export function secureDataDir(dataDir: string): void {
  const done = (globalForPrivacy.__kelanaPrivateDataDirs ??= new Set());
  const key = path.resolve(dataDir);
  if (done.has(key)) return;
  done.add(key);
  restrictNewFiles();
  const { changed, failed } = makePrivate(key);
  if (changed > 0) log.info({ dataDir: key, changed }, "made data files private to this account");
  if (failed.length > 0) {
    log.warn(
      { dataDir: key, failed: failed.length, example: failed[0] },
      "could not make some data files private: run chmod -R go-rwx on the data folder",
    );
  }
}
