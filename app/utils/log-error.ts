// What an error may say in the log. A failed query's message carries its parameters (names, e-mails,
// phone numbers): log the kind of failure and the database's error code, not the values.

type ErrorLike = { name?: unknown; message?: unknown; code?: unknown; routine?: unknown; cause?: unknown };

/** A one-line description of `error` without the data it was about. */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  for (let current: unknown = error, depth = 0; current && typeof current === "object" && depth < 4; depth++) {
    const e = current as ErrorLike;
    const name = typeof e.name === "string" ? e.name : "Error";
    const details = [
      typeof e.code === "string" ? `code ${e.code}` : null,
      typeof e.routine === "string" ? `routine ${e.routine}` : null,
    ].filter(Boolean);
    // Query errors repeat the statement and its parameters in their message, and PostgreSQL's own
    // messages quote the value they refused ("invalid input syntax for type uuid: \"…\""): leave them out.
    const safeMessage =
      /query|params|invalid input|out of range|violates|duplicate key|Key \(/i.test(String(e.message)) ||
      name.includes("Query")
        ? null
        : e.message;
    parts.push(
      [name, typeof safeMessage === "string" ? safeMessage.slice(0, 200) : null, details.join(", ") || null]
        .filter(Boolean)
        .join(": "),
    );
    current = e.cause;
  }
  return parts.length ? parts.join(" ← ") : String(error).slice(0, 200);
}
