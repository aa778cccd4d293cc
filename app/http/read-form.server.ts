// The one way an action reads its form. A wrong content type, an oversized or malformed body is a
// client's mistake: it gets a clear 415/413/400 page (a thrown Response, shown by the route's error
// boundary), never a 500. The body is read with a cap, so this holds under `remix-serve` too, where
// server.ts's body limit does not run.

/** Forms are small: the largest, a booking, is a few kilobytes. Uploads will raise this explicitly. */
export const FORM_BODY_LIMIT_BYTES = 64 * 1024;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export const formReadMessages = {
  unsupportedType: "This address takes a web form (application/x-www-form-urlencoded or multipart/form-data).",
  tooLarge: "The form is too large to be sent.",
  malformed: "The form could not be read. Please reload the page and try again.",
  nullCharacter:
    "The form contains a character that cannot be saved (a null character). Please remove it and try again.",
} as const;

function refuse(status: number, message: string): Response {
  return new Response(message, {
    status,
    statusText: message,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** Reads at most `limit` bytes of the body; throws a 413 Response past that. */
export async function readCapped(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("Content-Length"));
  if (Number.isFinite(declared) && declared > limit) throw refuse(413, formReadMessages.tooLarge);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => {});
        throw refuse(413, formReadMessages.tooLarge);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    throw refuse(400, formReadMessages.malformed);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * The request's form data, or a thrown 415 (not a form), 413 (over `limit` bytes) or 400 (a body
 * that does not parse as the form it claims to be).
 */
export async function readForm(request: Request, { limit = FORM_BODY_LIMIT_BYTES } = {}): Promise<FormData> {
  const contentType = request.headers.get("Content-Type") ?? "";
  const mediaType = contentType.split(";")[0].trim().toLowerCase();
  if (!FORM_TYPES.includes(mediaType)) throw refuse(415, formReadMessages.unsupportedType);
  const body = await readCapped(request, limit);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw refuse(400, formReadMessages.malformed);
  }
  // PostgreSQL cannot store U+0000 in text: refuse it here rather than fail in the database.
  for (const [name, value] of form) {
    if (name.includes("\u0000") || (typeof value === "string" && value.includes("\u0000"))) {
      throw refuse(400, formReadMessages.nullCharacter);
    }
  }
  return form;
}
