// Makes the completed trips of tests/e2e/reviews.spec.ts (see reviews-fixture.ts): booked as the checkout
// books, confirmed by the first admin through the booking workflow, then given a travel date in the past
// (the one step no page can take). test-server.mjs runs it with the server's environment, on the server's
// DATA_DIR, before the server opens PGlite (one process at a time). The server's housekeeping then e-mails
// each traveller their review link at start.
import { and, eq, inArray } from "drizzle-orm";
import { findUserByEmail } from "../../../app/accounts/users.server";
import { changeBooking } from "../../../app/bookings/booking-workflow.server";
import { createBooking, resolveCataloguePackage } from "../../../app/bookings/bookings.server";
import { addDays, agencyToday } from "../../../app/catalogue/departures";
import { closeDatabase, getDb } from "../../../app/db/db.server";
import { getEnv } from "../../../app/utils/env.server";
import { bookings } from "../../../drizzle/schema";
import { allReviewEmails, reviewedPackage, reviewTravellerName } from "./reviews-fixture";

// This process only queues: the server delivers the queued mails once it runs (and nothing here may
// reopen the database after it is closed).
process.env.MAIL_WORKER = "off";

const db = await getDb();
try {
  const emails = allReviewEmails();
  const existing = await db.select({ email: bookings.email }).from(bookings).where(inArray(bookings.email, emails));
  const adminEmail = getEnv().ADMIN_EMAIL;
  const admin = adminEmail ? await findUserByEmail(db, adminEmail) : undefined;
  if (!admin) throw new Error("reviews setup: the first admin (ADMIN_EMAIL) must exist to confirm the bookings");
  const staff = { kind: "staff" as const, userId: admin.id, name: admin.username };
  // Started so that the last day was the day before yesterday: over, and well within the request window.
  const travelDate = addDays(agencyToday(), -(reviewedPackage.days + 1));

  for (const email of emails.filter((e) => !existing.some((row) => row.email === e))) {
    const booked = await createBooking(db, {
      idempotencyKey: crypto.randomUUID(),
      idempotencyOwner: null,
      pkg: await resolveCataloguePackage(db, reviewedPackage.packageName),
      customer: {
        fullName: reviewTravellerName,
        nationality: "Indonesian",
        country: "Indonesia",
        email,
        whatsapp: "+62 812 3456 7890",
        passportNumber: "X1234567",
      },
      party: { adults: 2, children: 0, infants: 0 },
    });
    if (!booked.ok) throw new Error(`reviews setup: booking for ${email} refused (${booked.reason})`);
    const confirmed = await changeBooking(db, {
      reference: booked.booking.reference,
      expectedVersion: booked.booking.version,
      event: { type: "confirm" },
      actor: staff,
    });
    if (!confirmed.ok) throw new Error(`reviews setup: confirming ${booked.booking.reference} failed`);
    await db
      .update(bookings)
      .set({ travelDate })
      .where(and(eq(bookings.id, booked.booking.id), eq(bookings.status, "confirmed")));
  }
  console.log(`[e2e] reviews setup: ${emails.length} completed trips of ${reviewedPackage.packageName}`);
} finally {
  await closeDatabase();
}
