// Points the app's process-wide database (what route loaders and actions use) at a test database.
import type { DatabaseHandle } from "~/db/client.server";

export function useAsAppDatabase(handle: DatabaseHandle): void {
  (globalThis as unknown as { __kelanaDb?: Promise<DatabaseHandle> }).__kelanaDb = Promise.resolve(handle);
}
