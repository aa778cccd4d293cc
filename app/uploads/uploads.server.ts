// Uploaded files (transfer receipts, package photos): one way to read, check and keep them. The type is
// read from the file's first bytes (file-type), never from its name or the browser's claim; files are
// kept under DATA_DIR/uploads with a random name, owner-readable only, outside public/, and served only
// by routes that check who asks (see privateFileResponse).
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
import { readForm } from "~/http/read-form.server";
import { getEnv } from "~/utils/env.server";
import {
  describeTypes,
  PHOTO_TYPES,
  RECEIPT_TYPES,
  UPLOAD_FORM_LIMIT_BYTES,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPES,
  type UploadType,
} from "./upload-limits";

export {
  describeTypes,
  PHOTO_TYPES,
  RECEIPT_TYPES,
  UPLOAD_FORM_LIMIT_BYTES,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPES,
  type UploadType,
};

export type CheckedUpload<T extends UploadType> =
  | { ok: true; bytes: Buffer; type: T; extension: (typeof UPLOAD_TYPES)[T] }
  | { ok: false; reason: "missing" | "too-large" | "wrong-type"; message: string };

export const uploadMessages = {
  missing: "Please choose a file to upload.",
  tooLarge: `The file is larger than ${UPLOAD_MAX_BYTES / 1024 / 1024} MB. Please upload a smaller one.`,
  wrongType: (types: readonly UploadType[]) =>
    `This file is not a ${describeTypes(types)} file. Please upload a ${describeTypes(types)}.`,
} as const;

/** A multipart form with one file: readForm with the upload limit (413 past it, 415 for a non-form). */
export function readUploadForm(request: Request): Promise<FormData> {
  return readForm(request, { limit: UPLOAD_FORM_LIMIT_BYTES });
}

/** Checks a form's file field: present, at most UPLOAD_MAX_BYTES, and by its content one of `types`. */
export async function checkUpload<T extends UploadType>(
  value: FormDataEntryValue | null,
  types: readonly T[],
): Promise<CheckedUpload<T>> {
  if (value == null || typeof value === "string" || value.size === 0) {
    return { ok: false, reason: "missing", message: uploadMessages.missing };
  }
  if (value.size > UPLOAD_MAX_BYTES) return { ok: false, reason: "too-large", message: uploadMessages.tooLarge };
  const bytes = Buffer.from(await value.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  const type = types.find((allowed) => allowed === detected?.mime);
  if (!type) return { ok: false, reason: "wrong-type", message: uploadMessages.wrongType(types) };
  return { ok: true, bytes, type, extension: UPLOAD_TYPES[type] };
}

export type UploadFolder = "receipts" | "packages";

// A stored name is ours alone: 32 hex characters (128 random bits), optionally "-<width>", and our extension.
const STORED_NAME = /^[0-9a-f]{32}(?:-[0-9]{2,4})?\.(?:jpg|png|webp|pdf)$/;

export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name);
}

/** A fresh random key for a stored file (the name without its extension). */
export function newUploadKey(): string {
  return randomBytes(16).toString("hex");
}

async function folderPath(folder: UploadFolder): Promise<string> {
  const dir = path.resolve(getEnv().DATA_DIR, "uploads", folder);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  return dir;
}

/** Writes the bytes under DATA_DIR/uploads/<folder>/<name> (owner-only), refusing any name not made by us. */
export async function storeUpload(folder: UploadFolder, name: string, bytes: Uint8Array): Promise<void> {
  if (!isStoredName(name)) throw new Error(`storeUpload: not a stored-file name: ${name}`);
  await writeFile(path.join(await folderPath(folder), name), bytes, { mode: 0o600, flag: "wx" });
}

/** The stored file's bytes, or null when there is no such file (or the name is not one of ours). */
export async function readUpload(folder: UploadFolder, name: string): Promise<Buffer | null> {
  if (!isStoredName(name)) return null;
  try {
    return await readFile(path.join(await folderPath(folder), name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

export async function deleteUpload(folder: UploadFolder, name: string): Promise<void> {
  if (!isStoredName(name)) return;
  await rm(path.join(await folderPath(folder), name), { force: true });
}

/**
 * A private file as a download: never shown inline, never sniffed into another type, never cached by a
 * shared cache, and sandboxed should a browser open it anyway.
 */
export function privateFileResponse(bytes: Buffer, type: UploadType, downloadName: string): Response {
  const safeName = downloadName.replace(/[^A-Za-z0-9._-]/g, "_").slice(0, 80);
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": type,
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": `attachment; filename="${safeName}"`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "private, no-store",
    },
  });
}
