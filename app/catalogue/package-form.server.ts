// What the back office's create and edit actions do with a posted package form: check the fields with
// the form's schema and the photo by its content, store the resized photo, save the package, and
// answer with the form's errors (400/409) or the saved package.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { Database } from "~/db/database";
import { checkUpload, PHOTO_TYPES } from "~/uploads/uploads.server";
import { errorFields, log } from "~/utils/log.server";
import type { TourPackageRow } from "../../drizzle/schema";
import { departureMessages } from "./departures";
import { departureMeetingClosedDay } from "./departures.server";
import { createPackage, updatePackage } from "./package-admin.server";
import { packageFieldsOf, packageFormSchema } from "./package-form-schema";
import { deletePackagePhoto, storePackagePhoto } from "./package-photos.server";

export type PackageFormOutcome =
  { ok: true; pkg: TourPackageRow } | { ok: false; status: 400 | 404 | 409; result: SubmissionResult<string[]> };

function hasFile(value: FormDataEntryValue | null): value is File {
  return value != null && typeof value !== "string" && value.size > 0;
}

async function forgetPhoto(key: string | null): Promise<void> {
  if (!key) return;
  try {
    await deletePackagePhoto(key);
  } catch (error) {
    // An orphaned file costs disk space, not correctness: the package never points at it.
    log.error({ photoKey: key, ...errorFields(error) }, "deleting a package photo failed");
  }
}

/**
 * Creates a package (`existing` null) or saves the edits of `existing`. A new photo replaces the old
 * one, whose files are deleted once the package no longer points at them; "remove photo" goes back
 * to the illustration.
 */
export async function submitPackageForm(
  db: Database,
  formData: FormData,
  existing: TourPackageRow | null,
): Promise<PackageFormOutcome> {
  const submission = parseWithZod(formData, { schema: packageFormSchema });
  const photoEntry = formData.get("photo");
  const photo = hasFile(photoEntry) ? await checkUpload(photoEntry, PHOTO_TYPES) : null;
  const photoErrors: Record<string, string[]> = photo && !photo.ok ? { photo: [photo.message] } : {};
  if (submission.status !== "success" || (photo && !photo.ok)) {
    return { ok: false, status: 400, result: submission.reply({ fieldErrors: photoErrors }) };
  }

  // A new region or length must not put an upcoming departure across a day its region is closed (Bali's Nyepi).
  const fields = packageFieldsOf(submission.value);
  if (existing && (fields.region !== existing.region || fields.days !== existing.days)) {
    const meets = await departureMeetingClosedDay(db, existing.id, fields);
    if (meets) {
      const field = fields.region !== existing.region ? "region" : "days";
      const message = departureMessages.meetsClosedDay(meets.departure, meets.closed);
      return { ok: false, status: 409, result: submission.reply({ fieldErrors: { [field]: [message] } }) };
    }
  }

  let newKey: string | null = null;
  if (photo?.ok) {
    const stored = await storePackagePhoto(photo.bytes);
    if (!stored.ok)
      return { ok: false, status: 400, result: submission.reply({ fieldErrors: { photo: [stored.message] } }) };
    newKey = stored.key;
  }
  const keptKey = existing && !submission.value.removePhoto ? existing.imageKey : null;
  const write = { ...fields, imageKey: newKey ?? keptKey };

  let saved;
  try {
    saved = existing ? await updatePackage(db, existing.id, write) : await createPackage(db, write);
  } catch (error) {
    await forgetPhoto(newKey);
    throw error;
  }
  if (!saved.ok) {
    await forgetPhoto(newKey);
    if (saved.reason === "not-found") return { ok: false, status: 404, result: submission.reply() };
    return { ok: false, status: 409, result: submission.reply({ fieldErrors: { [saved.field]: [saved.message] } }) };
  }
  if (saved.previousImageKey && saved.previousImageKey !== saved.pkg.imageKey)
    await forgetPhoto(saved.previousImageKey);
  return { ok: true, pkg: saved.pkg };
}
