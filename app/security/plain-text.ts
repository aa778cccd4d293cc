// Text that others may read on a page of ours but that we did not write: what a language model wrote for a
// plan, and what a visitor typed into the plan's special requests. A plan page can be shared, so a visitor
// could put "Booking confirmed, pay the deposit to …" on a Kelana page and send it to someone. Such text is
// shown only when nothing in it sends a reader elsewhere or speaks of money, payment or confirmation: only
// the cost model states prices and only the agency confirms. Every pattern runs in linear time.

/**
 * The text as it will be shown and tested: compatibility forms folded (full-width digits and letters become
 * ASCII), format characters removed (zero-width spaces and joiners, bidirectional overrides), so what is
 * tested is what a reader sees.
 */
export function displayForm(text: string): string {
  return text.normalize("NFKC").replace(/\p{Cf}/gu, "");
}

const MISLEADING = [
  // Web addresses, also written around a filter ("evil dot com", "evil[.]com") and on any top-level domain.
  /\bhttps?:|\bhxxps?:|\bwww\.|[\p{L}\p{Nd}]\.[a-z]{2,}\b|\b(?:dot|\[\.\]|\(\.\))\s*(?:com|net|org|id|co|io|me|travel|tours?)\b/iu,
  // E-mail addresses and social handles.
  /(?<![^\s@])[^\s@]+@[^\s@]+|(?<![\p{L}\p{Nd}])@[\p{L}\p{Nd}_]{3,}/u,
  // Phone and account numbers: seven or more digits with at most two separators between each (times such as
  // 02:00 and heights such as 1,717 m have no run that long).
  /\p{Nd}(?:[\s()./_\-\u2010-\u2015\u00b7]{0,2}\p{Nd}){6,}/u,
  // Money: a currency sign or code, a currency word, or an amount in thousands or millions.
  /\p{Sc}|\b(?:rp|idr|usd|eur|aud|sgd|gbp)(?![a-z])|\b(?:rupiah|dollars?|euros?|ringgit|baht)\b|(?<![\p{Nd}.,])\p{Nd}[\p{Nd}.,]*\s*(?:k|rb|ribu|juta|million|thousand)\b/iu,
  // Claims about price, payment and confirmation, and ways to reach someone.
  /\b(?:prices?|priced|costs?|cheap|discounts?|refunds?|deposits?|pay\w*|paid|bank|transfer|invoice|confirm\w*|booked|reserved|secured|guaranteed|balance|free of charge|all[- ]inclusive|book now|whatsapp|telegram|wechat|line id)\b/iu,
  // Letters of other scripts mixed into Latin text (a Cyrillic "о" in "cоnfirmed" or "evil.cоm").
  /[\p{Script=Cyrillic}\p{Script=Greek}]/u,
];

/** Whether text we did not write may be shown as it is (see the module comment). */
export function isPlainText(text: string): boolean {
  // Accents and combining marks (a strike-through over each letter) are not what the patterns look for.
  const bare = displayForm(text).normalize("NFKD").replace(/\p{M}/gu, "");
  return !MISLEADING.some((pattern) => pattern.test(bare));
}
