// Several instances share one PostgreSQL: a catalogue write on one must reach the page cache of every
// other. PostgreSQL's own LISTEN/NOTIFY carries the notice (no Redis needed for it); PGlite serves one
// process only, so there it is not used. A notice lost while a connection was down is covered by the
// pages' own lifetime (MAX_PAGE_AGE_MS), and by forgetting everything when the listener reconnects.
import { randomUUID } from "node:crypto";

/** The channel every instance listens on; the payload is the sending instance's id. */
export const PAGE_CACHE_CHANNEL = "kelana_pages_changed";

export type PageCacheSync = {
  /** Tells the other instances that the shared pages changed. */
  notify(): Promise<void>;
  close(): Promise<void>;
};

export async function connectPageCacheSync(options: {
  databaseUrl: string;
  /** Called when another instance changed the catalogue, and after a reconnect. */
  onRemoteChange: () => void;
  instanceId?: string;
}): Promise<PageCacheSync> {
  const { default: postgres } = await import("postgres");
  const instanceId = options.instanceId ?? randomUUID();
  // One connection of its own: LISTEN holds it for the process's lifetime.
  const client = postgres(options.databaseUrl, { max: 1, onnotice: () => {} });
  let listening = false;
  await client.listen(
    PAGE_CACHE_CHANNEL,
    (payload) => {
      if (payload !== instanceId) options.onRemoteChange();
    },
    () => {
      // Called on the first LISTEN and again after each reconnect: notices may have been missed meanwhile.
      if (listening) options.onRemoteChange();
      listening = true;
    },
  );
  return {
    async notify() {
      await client.notify(PAGE_CACHE_CHANNEL, instanceId);
    },
    async close() {
      await client.end({ timeout: 5 });
    },
  };
}
