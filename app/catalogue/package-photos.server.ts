// A package's uploaded photo: checked by content before it gets here (checkUpload with PHOTO_TYPES),
// then decoded by sharp, turned upright by its EXIF orientation, resized to the card's widths and
// written as WebP without any metadata (no camera, no GPS position) under a fresh random key.
import sharp from "sharp";
import { deleteUpload, newUploadKey, storeUpload } from "~/uploads/uploads.server";
import { PACKAGE_PHOTO_WIDTHS, packagePhotoFileName, PHOTO_MIN_WIDTH } from "./package-image";
/** Pixels sharp will decode: a 5 MB file can still claim a gigapixel canvas (a decompression bomb). */
export const PHOTO_MAX_INPUT_PIXELS = 25_000_000;
// One libvips thread per image: a photo upload is rare back-office work and must not starve the site's requests.
sharp.concurrency(1);
const WEBP_QUALITY = 80;

export const photoMessages = {
  unreadable: "This photo could not be read. Please upload another JPEG, PNG or WebP photo.",
  tooSmall: `This photo is too small: it must be at least ${PHOTO_MIN_WIDTH} pixels wide.`,
  tooManyPixels: `This photo has more than ${PHOTO_MAX_INPUT_PIXELS / 1_000_000} megapixels. Please upload a smaller one.`,
} as const;

export type ResizedPhoto = { width: number; bytes: Buffer };
export type PhotoResult<T> = { ok: true } & T;
export type PhotoRefusal = { ok: false; message: string };

/** The photo at each of the card's widths, as WebP, upright and stripped of metadata. */
export async function resizePackagePhoto(
  bytes: Buffer,
): Promise<PhotoResult<{ files: ResizedPhoto[] }> | PhotoRefusal> {
  const options = { limitInputPixels: PHOTO_MAX_INPUT_PIXELS, failOn: "error" as const };
  let width: number;
  try {
    const meta = await sharp(bytes, options).metadata();
    if (!meta.width || !meta.height) return { ok: false, message: photoMessages.unreadable };
    if (meta.width * meta.height > PHOTO_MAX_INPUT_PIXELS) return { ok: false, message: photoMessages.tooManyPixels };
    // Orientations 5 to 8 turn the picture a quarter: its upright width is the stored height.
    width = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
  } catch {
    return { ok: false, message: photoMessages.unreadable };
  }
  if (width < PHOTO_MIN_WIDTH) return { ok: false, message: photoMessages.tooSmall };
  try {
    // Decoded once, upright, at the largest width; each size is made from those pixels in turn, so memory
    // holds one full-size decode and one card-size image at a time.
    const largest = Math.max(...PACKAGE_PHOTO_WIDTHS);
    const upright = await sharp(bytes, options)
      .rotate()
      .resize({ width: largest })
      .raw()
      .timeout({ seconds: 30 })
      .toBuffer({ resolveWithObject: true });
    const files: ResizedPhoto[] = [];
    for (const target of PACKAGE_PHOTO_WIDTHS) {
      const resized = await sharp(upright.data, { raw: upright.info })
        .resize({ width: target })
        .webp({ quality: WEBP_QUALITY })
        .timeout({ seconds: 30 })
        .toBuffer();
      files.push({ width: target, bytes: resized });
    }
    return { ok: true, files };
  } catch {
    return { ok: false, message: photoMessages.unreadable };
  }
}

/** Resizes and stores the photo under a new key (DATA_DIR/uploads/packages/{key}-{width}.webp). */
export async function storePackagePhoto(bytes: Buffer): Promise<PhotoResult<{ key: string }> | PhotoRefusal> {
  const resized = await resizePackagePhoto(bytes);
  if (!resized.ok) return resized;
  const key = newUploadKey();
  try {
    for (const file of resized.files) await storeUpload("packages", packagePhotoFileName(key, file.width), file.bytes);
  } catch (error) {
    await deletePackagePhoto(key);
    throw error;
  }
  return { ok: true, key };
}

/** Deletes every size of a stored photo (missing files are fine). */
export async function deletePackagePhoto(key: string): Promise<void> {
  await Promise.all(PACKAGE_PHOTO_WIDTHS.map((width) => deleteUpload("packages", packagePhotoFileName(key, width))));
}
