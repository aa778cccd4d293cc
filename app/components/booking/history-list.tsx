// The booking's history in words, oldest first: what changed, when, and by whom ("You", "Kelana team").
import { formatDate, formatDateTime } from "~/domain/format";

export type HistoryEntry = { at: string; text: string; by: string };

/** The request itself opens the history: the audit log starts with the first change after it. */
function withRequest(lines: HistoryEntry[], bookedAt: string | Date): HistoryEntry[] {
  const at = typeof bookedAt === "string" ? bookedAt : bookedAt.toISOString();
  return [{ at, text: "Booking request received", by: "You" }, ...lines];
}

export function HistoryList({
  lines,
  bookedAt,
  compact = false,
}: {
  lines: HistoryEntry[];
  bookedAt: string | Date;
  /** Dates only, for the dashboard's list. */
  compact?: boolean;
}) {
  return (
    <ol className={`history-list${compact ? " history-list--compact" : ""}`}>
      {withRequest(lines, bookedAt).map((line, index) => (
        <li key={`${line.at}-${index}`}>
          <time dateTime={line.at}>{compact ? formatDate(line.at) : formatDateTime(line.at)}</time>
          <span className="history-list__text">{line.text}</span>
          <span className="history-list__by">{line.by}</span>
        </li>
      ))}
    </ol>
  );
}

/** The history as a page section with its heading. */
export function HistoryPanel({ lines, bookedAt }: { lines: HistoryEntry[]; bookedAt: string }) {
  return (
    <section className="panel booking-history" aria-labelledby="history-heading">
      <h2 id="history-heading">History</h2>
      <HistoryList lines={lines} bookedAt={bookedAt} />
    </section>
  );
}
