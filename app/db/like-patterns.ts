// LIKE and ILIKE patterns built from what a person typed: their %, _ and \ are matched literally (backslash is
// PostgreSQL's default LIKE escape). The back office's searches and the catalogue's name search use these.

/** `text` with LIKE's wildcards and escape character escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A pattern matching `text` anywhere. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
