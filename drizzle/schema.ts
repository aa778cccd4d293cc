// The database schema. Migrations in this folder are generated from it with `npm run db:generate`
// and applied at start to PGlite or PostgreSQL alike, so only SQL that both accept belongs here.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export type PackagePlace = { name: string; description: string };

/** A package page's reading (issue 12): what a traveller needs to decide, written per package. */
export type PackageDetails = {
  itinerary: Array<{ day: number; title: string; description: string }>;
  meetingPoint: string;
  pickup: string;
  groupSize: string;
  languages: string[];
  cancellationPolicy: string;
  faq: Array<{ question: string; answer: string }>;
};

// PostgreSQL's full-text document type (drizzle has no built-in for it).
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const tourPackages = pgTable(
  "tour_packages",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    packageName: text("package_name").notNull().unique(),
    destination: text("destination").notNull(),
    duration: text("duration").notNull(),
    days: integer("days").notNull(),
    // Per adult, whole rupiah. NULL marks a custom package whose price the team confirms later.
    priceIDR: bigint("price_idr", { mode: "number" }),
    imageUrl: text("image_url").notNull(),
    imageAlt: text("image_alt").notNull(),
    websiteLink: text("website_link").notNull(),
    summary: text("summary").notNull(),
    places: jsonb("places").$type<PackagePlace[]>().notNull(),
    guideIncluded: boolean("guide_included").notNull().default(false),
    transportIncluded: boolean("transport_included").notNull().default(false),
    notes: text("notes").notNull().default(""),
    // Written by the back office (issue 10): shown on the package's page, kept in each booking's snapshot.
    description: text("description").notNull().default(""),
    highlights: jsonb("highlights").$type<string[]>().notNull().default([]),
    inclusions: jsonb("inclusions").$type<string[]>().notNull().default([]),
    exclusions: jsonb("exclusions").$type<string[]>().notNull().default([]),
    // An uploaded photo, resized into DATA_DIR/uploads/packages/{imageKey}-{width}.webp; NULL → imageUrl,
    // one of the shipped illustrations.
    imageKey: text("image_key"),
    // Retired packages leave the public list; their bookings keep their snapshot.
    retiredAt: timestamp("retired_at", { withTimezone: true }),
    // For finding a package (issue 12): the island or region ("Bali", "Nusa Tenggara", "Java"…), themes such
    // as "diving" or "family", and the page's details. NULL details: the page shows what the row has.
    region: text("region").notNull().default(""),
    themes: jsonb("themes").$type<string[]>().notNull().default([]),
    details: jsonb("details").$type<PackageDetails>(),
    // Words over name, destination, region, summary, description and themes, kept by PostgreSQL itself.
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`to_tsvector('english'::regconfig, coalesce(package_name, '') || ' ' || coalesce(destination, '') || ' ' || coalesce(region, '') || ' ' || coalesce(summary, '') || ' ' || coalesce(description, '') || ' ' || coalesce(themes::text, ''))`,
    ),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("tour_packages_created_at_idx").on(table.createdAt),
    // Names are unique whatever their case: "/checkout/bali-escape" and "/checkout/Bali-Escape" are one package.
    uniqueIndex("tour_packages_name_lower_idx").on(sql`lower(${table.packageName})`),
    index("tour_packages_search_idx").using("gin", table.searchVector),
    // The catalogue's filters: region, themes (themes @> '["diving"]') and price.
    index("tour_packages_region_idx").on(table.region),
    index("tour_packages_themes_idx").using("gin", table.themes.op("jsonb_path_ops")),
    index("tour_packages_price_idx").on(table.priceIDR),
    index("tour_packages_days_idx").on(table.days),
  ],
);

export type TourPackageRow = typeof tourPackages.$inferSelect;
export type NewTourPackageRow = typeof tourPackages.$inferInsert;

/**
 * A dated departure of a package with a capacity in travellers. seatsTaken only grows by an atomic
 * conditional update (`seats_taken + n <= capacity`) in the booking's transaction, and shrinks when a
 * booking on it is cancelled, so parallel bookings can never oversell it.
 */
export const departures = pgTable(
  "departures",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    packageId: uuid("package_id")
      .notNull()
      .references(() => tourPackages.id, { onDelete: "cascade" }),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    capacity: integer("capacity").notNull(),
    seatsTaken: integer("seats_taken").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("departures_package_date_idx").on(table.packageId, table.startsOn),
    check("departures_seats_check", sql`${table.seatsTaken} >= 0 and ${table.seatsTaken} <= ${table.capacity}`),
  ],
);

export type DepartureRow = typeof departures.$inferSelect;

/** What the booking saw of its package at booking time: later catalogue edits never change a booking. */
export type PackageSnapshot = {
  name: string;
  destination: string | null;
  duration: string | null;
  days: number | null;
  dateRange: string | null;
  places: PackagePlace[];
  guideIncluded: boolean;
  transportIncluded: boolean;
  notes: string;
  showPrice: boolean;
  /**
   * The day-by-day plan and cancellation terms as they stood when the booking was made: what the traveller
   * agreed to, whatever the package says later. Absent on bookings made before they were kept (and on a
   * custom request, which has neither until the team writes back).
   */
  itinerary?: SnapshotDay[];
  cancellationPolicy?: string;
};

/** One day of a booked trip: "Day 2 — Ubud" and what it holds; a planned tour's days also have a date. */
export type SnapshotDay = { day: number; title: string; description: string; date?: string };

export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    // Public, unguessable reference such as KL-7K2Q-9XM4 (40 random bits).
    reference: text("reference").notNull().unique(),
    // One per rendered form: a second post of the same form from the same browser returns the first
    // booking; from another browser it is refused (see idempotencyOwner).
    idempotencyKey: text("idempotency_key").notNull().unique(),
    // Keyed hash of the browser (its device cookie) or API client that sent the form; NULL never matches.
    idempotencyOwner: text("idempotency_owner"),
    source: text("source", { enum: ["catalogue", "planner"] }).notNull(),
    packageId: uuid("package_id").references(() => tourPackages.id, { onDelete: "set null" }),
    tourId: uuid("tour_id"),
    tourOptionId: text("tour_option_id"),
    packageName: text("package_name").notNull(),
    packageSnapshot: jsonb("package_snapshot").$type<PackageSnapshot>().notNull(),
    unitPriceIDR: bigint("unit_price_idr", { mode: "number" }),
    childPriceIDR: bigint("child_price_idr", { mode: "number" }),
    totalIDR: bigint("total_idr", { mode: "number" }),
    totalUSD: integer("total_usd"),
    adults: integer("adults").notNull(),
    children: integer("children").notNull(),
    infants: integer("infants").notNull(),
    fullName: text("full_name").notNull(),
    nationality: text("nationality").notNull(),
    country: text("country").notNull(),
    email: text("email").notNull(),
    whatsapp: text("whatsapp").notNull(),
    facebook: text("facebook"),
    // AES-256-GCM ciphertext; the number is only ever shown masked.
    passportEncrypted: text("passport_encrypted").notNull(),
    specialRequests: text("special_requests"),
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }).notNull(),
    status: text("status").notNull(),
    paymentStatus: text("payment_status").notNull().default("pending"),
    // Optimistic concurrency: every change is written `where version = <the version read>` and bumps it.
    version: integer("version").notNull().default(1),
    // The quote staff sent for a custom request (status quoted), kept after the answer for the history.
    quotePerAdultIDR: bigint("quote_per_adult_idr", { mode: "number" }),
    quoteNote: text("quote_note"),
    quoteValidUntil: timestamp("quote_valid_until", { withTimezone: true }),
    // Shown to the traveller: why staff cancelled the booking or rejected the transfer.
    cancellationReason: text("cancellation_reason"),
    paymentRejectionReason: text("payment_rejection_reason"),
    // The departure booked (its seats are held while the booking is not cancelled) and the first day.
    departureId: uuid("departure_id").references(() => departures.id, { onDelete: "set null" }),
    travelDate: date("travel_date", { mode: "string" }),
    // When the traveller was asked to review the trip (once, after its last day).
    reviewRequestedAt: timestamp("review_requested_at", { withTimezone: true }),
    userId: uuid("user_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("bookings_email_idx").on(table.email),
    index("bookings_user_id_idx").on(table.userId),
    index("bookings_status_idx").on(table.status, table.createdAt),
    index("bookings_payment_status_idx").on(table.paymentStatus, table.createdAt),
    index("bookings_created_at_idx").on(table.createdAt),
    index("bookings_departure_idx").on(table.departureId),
    // The back office's travel-date filter, and housekeeping's "keep a plan a booking was made from".
    index("bookings_travel_date_idx").on(table.travelDate),
    index("bookings_tour_idx").on(table.tourId),
    // The back office's search: a part of a reference, a name or an e-mail (ilike '%…%').
    index("bookings_reference_trgm_idx").using("gin", table.reference.op("gin_trgm_ops")),
    index("bookings_full_name_trgm_idx").using("gin", table.fullName.op("gin_trgm_ops")),
    index("bookings_email_trgm_idx").using("gin", table.email.op("gin_trgm_ops")),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;

/**
 * Transactional outbox: e-mails are written in the same transaction as what they announce and
 * delivered afterwards, with retries, so a mail server outage never loses or fails a booking.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    status: text("status", { enum: ["pending", "sending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    // While "sending": the claim's lease. A process that dies mid-send leaves the row to be claimed
    // again once this has passed, by any instance.
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  // Also finds the few "sending" rows whose lease has passed: they are one short range of it.
  (table) => [index("mail_outbox_due_idx").on(table.status, table.nextAttemptAt)],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;

/** Fixed-window counters shared by every process (sign-in attempts, code checks, booking look-ups). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull(),
  windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
});

/** A planned tour: the traveller's request and the options the planner made for it. */
export const tours = pgTable(
  "tours",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    request: jsonb("request").$type<Record<string, unknown>>().notNull(),
    options: jsonb("options").$type<Array<Record<string, unknown>>>().notNull(),
    // "built-in", or "llm:<model>" when a language model chose the places.
    provider: text("provider").notNull(),
    destinationId: text("destination_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // Plans are kept 30 days so a shared link keeps working for a while, then expire.
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("tours_expires_at_idx").on(table.expiresAt)],
);

export type TourRow = typeof tours.$inferSelect;

export const users = pgTable(
  "users",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    username: text("username").notNull(),
    // Lower-cased copy: usernames are unique regardless of case.
    usernameKey: text("username_key").notNull().unique(),
    // Stored lower-case.
    email: text("email").notNull().unique(),
    // argon2id; NULL for an account that only ever signed in with Google.
    passwordHash: text("password_hash"),
    googleSubject: text("google_subject").unique(),
    role: text("role", { enum: ["traveller", "staff", "admin"] })
      .notNull()
      .default("traveller"),
    // Bumped when the password changes: every session carrying an older version ends.
    sessionVersion: integer("session_version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The back office's account search: a part of a username or an e-mail (ilike '%…%').
    index("users_username_key_trgm_idx").using("gin", table.usernameKey.op("gin_trgm_ops")),
    index("users_email_trgm_idx").using("gin", table.email.op("gin_trgm_ops")),
  ],
);

export type UserRow = typeof users.$inferSelect;

/** One-time password-reset codes: only a hash is stored; single use, short-lived, few tries. */
export const passwordResetCodes = pgTable(
  "password_reset_codes",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    // Set by the right code; the reset grant is this row, usable once, shortly after.
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // A code is checked by the e-mail it was sent to (the latest one), and voided by its account.
  (table) => [
    index("password_reset_codes_user_idx").on(table.userId, table.createdAt),
    index("password_reset_codes_email_idx").on(table.email, table.createdAt),
  ],
);

export type PasswordResetCodeRow = typeof passwordResetCodes.$inferSelect;

/**
 * One row per sign-in. The cookie carries a random token; only its hash is stored. Signing out
 * deletes the row, so a copied cookie stops working at once.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tokenHash: text("token_hash").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    // Absolute end, whatever the activity.
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    // Ends after this long without a request.
    idleSeconds: integer("idle_seconds").notNull(),
    remember: boolean("remember").notNull().default(false),
    userAgent: text("user_agent").notNull().default(""),
  },
  (table) => [index("sessions_user_idx").on(table.userId), index("sessions_expires_at_idx").on(table.expiresAt)],
);

export type SessionRow = typeof sessions.$inferSelect;

/**
 * One-click password-reset links (sent with each code): a 128-bit token, stored hashed, single use,
 * short-lived and bound to the account. Unlike codes, a newer request does not void older links.
 */
export const passwordResetLinks = pgTable(
  "password_reset_links",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // A reset spends the account's other links.
  (table) => [
    index("password_reset_links_expires_at_idx").on(table.expiresAt),
    index("password_reset_links_user_idx").on(table.userId),
  ],
);

export type PasswordResetLinkRow = typeof passwordResetLinks.$inferSelect;

/**
 * The audit log of a booking: one row per change of state (who, when, what, from → to, reason) and per
 * staff view of the unmasked passport. Rows are only ever inserted.
 */
export const bookingEvents = pgTable(
  "booking_events",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    // An AuditAction of app/bookings/booking-state.ts, or "show-passport".
    action: text("action").notNull(),
    actorKind: text("actor_kind", { enum: ["staff", "traveller", "system"] }).notNull(),
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    // The actor's name at the time (the account may be renamed or deleted later).
    actorName: text("actor_name"),
    fromStatus: text("from_status").notNull(),
    toStatus: text("to_status").notNull(),
    fromPaymentStatus: text("from_payment_status").notNull(),
    toPaymentStatus: text("to_payment_status").notNull(),
    reason: text("reason"),
    details: jsonb("details").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("booking_events_booking_idx").on(table.bookingId, table.createdAt)],
);

export type BookingEventRow = typeof bookingEvents.$inferSelect;

/**
 * A bank-transfer receipt uploaded by the traveller: the file lives in DATA_DIR/uploads/receipts under
 * a random name (storageName); its type was read from its content, never from its name.
 */
export const paymentReceipts = pgTable(
  "payment_receipts",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    storageName: text("storage_name").notNull().unique(),
    contentType: text("content_type", { enum: ["image/jpeg", "image/png", "application/pdf"] }).notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("payment_receipts_booking_idx").on(table.bookingId, table.createdAt)],
);

export type PaymentReceiptRow = typeof paymentReceipts.$inferSelect;

/**
 * A traveller's review of a completed booking (issue 12): one per booking, shown on the package's page only
 * once staff publish it.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    bookingId: uuid("booking_id")
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: "cascade" }),
    packageId: uuid("package_id").references(() => tourPackages.id, { onDelete: "set null" }),
    rating: integer("rating").notNull(),
    text: text("text").notNull(),
    // As shown on the page: the traveller's first name and country, chosen when they write it.
    authorName: text("author_name").notNull(),
    status: text("status", { enum: ["pending", "published", "hidden"] })
      .notNull()
      .default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
  },
  (table) => [
    index("reviews_package_idx").on(table.packageId, table.status, table.createdAt),
    index("reviews_status_idx").on(table.status, table.createdAt),
    check("reviews_rating_check", sql`${table.rating} between 1 and 5`),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;
