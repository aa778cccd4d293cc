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

/** "1 adult", "2 adults and 1 child", "2 adults, 2 children and 1 infant". */
export function formatParty(party: { adults: number; children: number; infants: number }): string {
  const parts = [countOf(party.adults, "adult", "adults")];
  if (party.children > 0) parts.push(countOf(party.children, "child", "children"));
  if (party.infants > 0) parts.push(countOf(party.infants, "infant", "infants"));
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}` : parts[0];
}
