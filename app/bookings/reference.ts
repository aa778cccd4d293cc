// Booking references: "KL-" + 8 characters of Crockford base32 in two groups (KL-7K2Q-9XM4).
// 8 × 5 = 40 random bits from the platform CSPRNG; the database's unique constraint catches the
// rare collision and the caller draws again. The alphabet has no I, L, O or U, so a reference read
// aloud on the phone cannot be mistaken.

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const REFERENCE_PATTERN = /^KL-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

export function generateReference(): string {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  // 256 is a multiple of 32, so `byte % 32` is uniform.
  const chars = Array.from(bytes, (byte) => ALPHABET[byte % 32]).join("");
  return `KL-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** Upper-cases and maps look-alikes (O→0, I/L→1) so a typed reference still matches; undefined if malformed. */
export function normaliseReference(input: string): string | undefined {
  const cleaned = input.trim().toUpperCase().replace(/O/g, "0").replace(/[IL]/g, "1");
  // The prefix itself contains an L, which the mapping above turned into 1.
  const candidate = cleaned.replace(/^K1-/, "KL-");
  return REFERENCE_PATTERN.test(candidate) ? candidate : undefined;
}
