/** Shows only the last three characters: "X1234567" → "•••••567". */
export function maskPassport(passportNumber: string): string {
  const visible = passportNumber.slice(-3);
  return `${"•".repeat(Math.max(passportNumber.length - 3, 3))}${visible}`;
}

/** Passports are stored without spaces or dashes, upper-cased. */
export function normalisePassport(input: string): string {
  return input.replace(/[\s-]/g, "").toUpperCase();
}
