// Every test process gets its own throw-away DATA_DIR (generated secrets, mail outbox), so tests
// never write into the developer's ./data.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

process.env.DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "kelana-vitest-"));
process.env.NODE_ENV = "test";
// Tests deliver the outbox themselves, deterministically; no background worker races them.
process.env.MAIL_WORKER = "off";
