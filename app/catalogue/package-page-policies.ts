// The cancellation terms package pages state, as plain text for anything else that quotes them. They say in
// words what the refund table of the terms page (app/routes/termsandconditions.tsx, REFUND_TIERS) says: change
// both together.

/**
 * One cancellation policy for every tour, so travellers can compare packages; only a boat charter, whose
 * boat and crew are held for one party's dates, has stricter terms (CHARTER_CANCELLATION).
 */
export const STANDARD_CANCELLATION =
  "Cancel 30 days or more before the start date and everything you have paid is refunded, minus bank fees. From 29 to 14 days before, half is refunded; from 13 days before, or if you do not join, nothing is refunded. You may move to another date once, free of charge, if you ask at least 30 days before and there is room. If we have to cancel — for weather, volcanic activity or a park closure — you choose another date or a full refund, bank fees included.";

/** Stricter terms for boat charters and liveaboards: the boat and crew are held for these dates alone. */
export const CHARTER_CANCELLATION =
  "Stricter terms apply to this boat charter, because the boat and crew are held for your dates and turn other guests away. Cancel 60 days or more before the start date and everything you have paid is refunded, minus bank fees; from 59 to 30 days before, half is refunded; from 29 days before, or if you do not join, nothing is refunded. If the captain judges the sea unsafe, the route changes rather than the trip being cancelled; if we have to cancel, you choose other dates or a full refund, bank fees included. Travel insurance with cancellation cover is strongly recommended.";
