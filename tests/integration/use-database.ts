// Points the app's process-wide database (what route loaders and actions use) at a test database.
import type { DatabaseHandle } from "~/db/client.server";
import { setDatabaseForTests } from "~/db/db.server";

export function useAsAppDatabase(handle: DatabaseHandle): void {
  setDatabaseForTests(handle);
}
