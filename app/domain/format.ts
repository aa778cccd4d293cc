// Formatting shared by server and browser renders, pinned to one locale and time zone so that
// the server's HTML and the browser's hydration always agree.

const idrFormatter = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0, minimumFractionDigits: 0 });
const usdFormatter = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const dateFormatter = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Jakarta",
});

/** 12500000 → "12.500.000" (Indonesian grouping, no decimals). */
export function formatIDRNumber(amount: number): string {
  return idrFormatter.format(Math.round(amount));
}

/** 12500000 → "IDR 12.500.000". */
export function formatIDR(amount: number): string {
  return `IDR ${formatIDRNumber(amount)}`;
}

/** 812 → "≈ USD 812". */
export function formatApproxUSD(amount: number): string {
  return `≈ USD ${usdFormatter.format(Math.round(amount))}`;
}

/** A date in the agency's time zone (Jakarta): "22 Nov 2026". */
export function formatDate(value: Date | string): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return dateFormatter.format(date);
}

const dateTimeFormatter = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Asia/Jakarta",
  timeZoneName: "short",
});

/** A moment in the agency's time zone: "22 Nov 2026, 14:05 GMT+7". */
export function formatDateTime(value: Date | string): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return dateTimeFormatter.format(date);
}

function countOf(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** The age bands of spec section 5, as the booking pages print them after a count. */
export const AGE_BANDS = { children: "7-12", infants: "0-6" } as const;

/**
 * The one way to name a party: "1 adult", "2 adults and 1 child", "2 adults, 2 children and 1 infant".
 * With `ages`, children and infants carry their band: "2 adults and 1 child (7-12)" (confirmations, e-mails).
 */
export function formatParty(
  party: { adults: number; children: number; infants: number },
  { ages = false }: { ages?: boolean } = {},
): string {
  const band = (name: keyof typeof AGE_BANDS) => (ages ? ` (${AGE_BANDS[name]})` : "");
  const parts = [countOf(party.adults, "adult", "adults")];
  if (party.children > 0) parts.push(countOf(party.children, "child", "children") + band("children"));
  if (party.infants > 0) parts.push(countOf(party.infants, "infant", "infants") + band("infants"));
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}` : parts[0];
}

/**
 * What a screen reader hears once the counters settle: one sentence, never fragments.
 * "2 adults and 1 child, total IDR 79.000.000"; without a price (a custom package) only the party.
 */
export function formatPartyTotal(
  party: { adults: number; children: number; infants: number },
  totalIDR: number | null,
): string {
  if (party.adults < 1) return "Add at least one adult to see the price.";
  return totalIDR == null ? formatParty(party) : `${formatParty(party)}, total ${formatIDR(totalIDR)}`;
}
