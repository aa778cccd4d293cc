// Upload sizes and types, shared by server.ts's body limit (before anything is read), the upload checks and
// the pages that name a file's type. Plain module: no server code.
import { FORM_BODY_LIMIT_BYTES } from "../http/read-form.server";

/** The largest file a traveller or staff member may upload. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/**
 * What an upload form's body may hold in all: the file, its fields, and room above 5 MB so that a
 * slightly larger file gets "larger than 5 MB" next to the field rather than an error page.
 */
export const UPLOAD_FORM_LIMIT_BYTES = 8 * 1024 * 1024 + FORM_BODY_LIMIT_BYTES;

export const UPLOAD_TYPES = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "application/pdf": "pdf",
} as const;
export type UploadType = keyof typeof UPLOAD_TYPES;

export const RECEIPT_TYPES = ["image/jpeg", "image/png", "application/pdf"] as const satisfies readonly UploadType[];
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const satisfies readonly UploadType[];

const TYPE_WORDS: Record<UploadType, string> = {
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "image/webp": "WebP",
  "application/pdf": "PDF",
};

/** "JPEG, PNG or PDF". */
export function describeTypes(types: readonly UploadType[]): string {
  const words = types.map((type) => TYPE_WORDS[type]);
  return words.length > 1 ? `${words.slice(0, -1).join(", ")} or ${words[words.length - 1]}` : words[0];
}
