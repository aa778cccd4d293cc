// The bookings counted per status, in words ("3 waiting for a price"), each a link to the list so filtered.
import { Link } from "@remix-run/react";
import type { StatusCountLine } from "~/admin/booking-list";

export function StatusCounts({ counts, label }: { counts: StatusCountLine[]; label: string }) {
  return (
    <ul className="admin-counts" aria-label={label}>
      {counts.map((line) => (
        <li key={line.key}>
          <Link
            to={`/admin/bookings${line.search}`}
            className={line.count > 0 ? "admin-counts__link" : "admin-counts__link admin-counts__link--none"}
          >
            {line.text}
          </Link>
        </li>
      ))}
    </ul>
  );
}
