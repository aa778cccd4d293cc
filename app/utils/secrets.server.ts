// Secrets that a newcomer should not have to invent: generated once into DATA_DIR and reused.
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { log } from "./log.server";

/** Reads DATA_DIR/<file>, creating it with `bytes` random bytes (hex) the first time. */
export function readOrCreateSecretFile(dataDir: string, file: string, bytes: number, warning: string): string {
  const fullPath = path.join(dataDir, file);
  if (!existsSync(fullPath)) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    // "wx": if another process created it first, keep theirs.
    try {
      writeFileSync(fullPath, randomBytes(bytes).toString("hex"), { mode: 0o600, flag: "wx" });
      log.warn({ file: fullPath }, `${warning}: generated one into the data folder`);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  // A file from an older install may be readable by others.
  if ((statSync(fullPath).mode & 0o077) !== 0) {
    try {
      chmodSync(fullPath, 0o600);
    } catch {
      log.warn(
        { file: fullPath },
        "a secret file is readable by other accounts and could not be changed: chmod 600 it",
      );
    }
  }
  return readFileSync(fullPath, "utf8").trim();
}
