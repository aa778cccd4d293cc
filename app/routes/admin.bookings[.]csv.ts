// GET /admin/bookings.csv?<the list's filters>: the filtered bookings as a CSV download. Built in memory
// from one capped query (CSV_ROW_CAP, said in a last line when reached) rather than streamed: the same
// code on PGlite and PostgreSQL, and a file small enough for any spreadsheet.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "~/accounts/staff.server";
import { buildBookingsCsv, CSV_ROW_CAP, csvFileName, parseBookingFilters } from "~/admin/booking-list";
import { listBookingsForCsv } from "~/admin/booking-list.server";
import { getDb } from "~/db/db.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, { context });
  // Filters that make no sense are left out, as on the list page; the notices are the page's to show.
  const { filters } = parseBookingFilters(new URL(request.url).searchParams);
  const { rows, capped } = await listBookingsForCsv(await getDb(), filters, CSV_ROW_CAP);
  return new Response(buildBookingsCsv(rows, { capped, cap: CSV_ROW_CAP }), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csvFileName(new Date())}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
