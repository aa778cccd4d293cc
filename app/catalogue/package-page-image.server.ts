// The picture a shared link shows (og:image): WhatsApp, Facebook and X show JPEG or PNG, never SVG, so
// the package's uploaded photo or shipped illustration is drawn once as a 1200×630 JPEG and kept in memory.
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { readUpload } from "~/uploads/uploads.server";
import { errorFields, log } from "~/utils/log.server";
import type { TourPackageRow } from "../../drizzle/schema";
import { PACKAGE_PHOTO_WIDTHS, packagePhotoFileName } from "./package-image";
import { SHARE_IMAGE_SIZE } from "./package-page";

const ILLUSTRATION_PATH = /^\/images\/packages\/[a-z0-9-]+\.svg$/;
const JPEG_QUALITY = 82;
// The illustrations are drawn on an 800×500 canvas: rendered at twice 72 dpi they stay sharp at 1200 px.
const SVG_DENSITY = 144;
/** Pictures kept drawn: one per package picture, far more than the catalogue holds. */
const CACHE_ENTRIES = 100;

const drawn = new Map<string, Promise<Buffer | null>>();

async function sourceBytes(
  row: Pick<TourPackageRow, "imageKey" | "imageUrl">,
): Promise<{ bytes: Buffer; svg: boolean } | null> {
  if (row.imageKey) {
    const bytes = await readUpload("packages", packagePhotoFileName(row.imageKey, Math.max(...PACKAGE_PHOTO_WIDTHS)));
    return bytes ? { bytes, svg: false } : null;
  }
  // Only our own shipped illustrations: never a path a stored value could point elsewhere with.
  if (!ILLUSTRATION_PATH.test(row.imageUrl)) return null;
  try {
    return { bytes: await readFile(path.resolve("public", `.${row.imageUrl}`)), svg: true };
  } catch {
    return null;
  }
}

async function draw(row: Pick<TourPackageRow, "imageKey" | "imageUrl">): Promise<Buffer | null> {
  const source = await sourceBytes(row);
  if (!source) return null;
  try {
    return await sharp(source.bytes, source.svg ? { density: SVG_DENSITY } : {})
      .resize({ ...SHARE_IMAGE_SIZE, fit: "cover", position: "centre" })
      .flatten({ background: "#def5f3" })
      .jpeg({ quality: JPEG_QUALITY })
      .timeout({ seconds: 20 })
      .toBuffer();
  } catch (error) {
    log.error(errorFields(error), "drawing a package's share picture failed");
    return null;
  }
}

/** The package's picture as a 1200×630 JPEG, or null when it has none we can read. */
export function packageShareImage(row: Pick<TourPackageRow, "imageKey" | "imageUrl">): Promise<Buffer | null> {
  const key = row.imageKey ? `photo:${row.imageKey}` : `illustration:${row.imageUrl}`;
  let pending = drawn.get(key);
  if (!pending) {
    pending = draw(row);
    drawn.set(key, pending);
    // A failure is not remembered (the file may come back); the oldest picture leaves a full cache.
    void pending.then((bytes) => {
      if (!bytes) drawn.delete(key);
    });
    if (drawn.size > CACHE_ENTRIES) drawn.delete(drawn.keys().next().value!);
  }
  return pending;
}
