// One way to bound a wait: a start-up connection, a readiness probe or a metrics scrape must answer
// within a time or be reported as not answering, instead of hanging whoever waits on it.

/** The error a wait that ran out of time rejects with, so callers can tell "slow" from "broken". */
export class TimedOut extends Error {
  override name = "TimedOut";
  constructor(readonly ms: number) {
    super(`no answer within ${ms} ms`);
  }
}

/**
 * `work`'s outcome if it settles within `ms`, else a rejection with TimedOut. The timer is always
 * cleared, so a process with nothing else to do can exit. `work` itself is not cancelled.
 */
export function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new TimedOut(ms)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
