// Every rate limit of Kelana, in one place: a name, a window and an allowance, and the parts its key
// is made of. `enforceLimits` (rate-limit.server.ts) counts and checks them in the database, so they
// hold across every process; `limitedReply` (limit-reply.server.ts) answers a limited request.
//
// Rule of thumb: a limit that an attacker can fill for somebody else must never stand between the
// owner and their account. Limits keyed on an account alone are therefore either very high (ASVS
// 2.2.1: 100 failures an hour) or guard only something the owner has another way around (the 4-digit
// code's daily cap: the e-mailed reset link always works).

export type LimitRule = {
  /** Attempts allowed in one window. */
  points: number;
  windowSeconds: number;
  /**
   * For a limit checked many times a second (a keystroke's username check): a process takes this many
   * points from the database at once and spends them from memory until they or the window run out. The
   * database's count still bounds every process together; a process that stops only forgets points.
   */
  leasePoints?: number;
};

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const limits = {
  /** Failed sign-ins against one account from one address. */
  signInPerAccountAndAddress: { points: 5, windowSeconds: 15 * MINUTE },
  /** Failed sign-ins from one address, whatever the account (a hotel or campus shares one). */
  signInPerAddress: { points: 30, windowSeconds: 15 * MINUTE },
  /** Failed sign-ins against one account from everywhere: high, so nobody can lock the owner out cheaply. */
  signInPerAccount: { points: 100, windowSeconds: HOUR },

  /** Reset-code requests (and resends) for one account from one address. */
  codeRequestsPerAccountAndAddress: { points: 5, windowSeconds: 15 * MINUTE },
  /** Reset-code requests from one address, whatever the account. */
  codeRequestsPerAddress: { points: 20, windowSeconds: 15 * MINUTE },
  /** Code checks from one address, across e-mails (each code also allows only 5 wrong tries). */
  codeChecksPerAddress: { points: 30, windowSeconds: 15 * MINUTE },
  /**
   * Code tries against one account a day, across its codes: 4 digits would otherwise fall to
   * enough requests. Someone else can use these up; the reset link in the same e-mail still works.
   */
  codeTriesPerAccount: { points: 15, windowSeconds: DAY },

  /** Registrations from one address (registration tells whether an e-mail has an account). */
  registrationsPerAddress: { points: 20, windowSeconds: HOUR },

  /** Booking requests from one address. */
  bookingsPerAddress: { points: 60, windowSeconds: HOUR },
  /** Booking requests e-mailed to one address: the form must not become a way to mail anyone. */
  bookingsPerRecipient: { points: 15, windowSeconds: HOUR },

  /** "Find your booking" tries from one address. */
  findBookingPerAddress: { points: 20, windowSeconds: 15 * MINUTE },
  /** "Find your booking" tries for one booking from one address. */
  findBookingPerReferenceAndAddress: { points: 5, windowSeconds: 15 * MINUTE },
  /** "Find your booking" tries for one booking from everywhere. */
  findBookingPerReference: { points: 50, windowSeconds: HOUR },

  /**
   * Receipt uploads from one address. Each upload reads up to 8 MB and may store a file; a traveller
   * needs one, or a few after a rejected transfer.
   */
  receiptUploadsPerAddress: { points: 20, windowSeconds: HOUR },
  /** Receipt uploads to one booking from everywhere: bounds the files a booking can collect. */
  receiptUploadsPerBooking: { points: 30, windowSeconds: DAY },

  /**
   * Review posts from one address. A booking takes one review; this bounds the tries (mistyped forms
   * included) and the probing of review links from one place.
   */
  reviewPostsPerAddress: { points: 20, windowSeconds: HOUR },

  /** Tour plans from one address (planning may call a paid language model). */
  plansPerAddress: { points: 60, windowSeconds: 10 * MINUTE },

  /** Live username checks from one address, across its socket connections. */
  usernameChecksPerAddress: { points: 120, windowSeconds: MINUTE, leasePoints: 10 },
} satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof limits;

/** One limit to count: its name and what it is counted against (an address, an account, or both). */
export type LimitCheck = { limit: LimitName; subject: string | readonly string[] };

export function limitKey(check: LimitCheck): string {
  const parts = typeof check.subject === "string" ? [check.subject] : check.subject;
  return `${check.limit}:${parts.map((part) => part.trim().toLowerCase()).join("|")}`;
}

/** The one wording of "slow down", for every form. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}
