// Secrets that a newcomer should not have to invent: generated once into DATA_DIR and reused.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Reads DATA_DIR/<file>, creating it with `bytes` random bytes (hex) the first time. */
export function readOrCreateSecretFile(dataDir: string, file: string, bytes: number, warning: string): string {
  const fullPath = path.join(dataDir, file);
  if (!existsSync(fullPath)) {
    mkdirSync(dataDir, { recursive: true });
    // "wx": if another process created it first, keep theirs.
    try {
      writeFileSync(fullPath, randomBytes(bytes).toString("hex"), { mode: 0o600, flag: "wx" });
      console.warn(`[kelana] ${warning}: generated one into ${fullPath}.`);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  return readFileSync(fullPath, "utf8").trim();
}
