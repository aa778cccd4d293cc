// Where a package's picture comes from: an uploaded photo, resized into a few widths of WebP and served
// by /media/packages/{key}-{width}.webp, or else one of the shipped illustrations (imageUrl).

/** The widths a photo is resized to: a phone's single column, two columns, and a wide or dense screen. */
export const PACKAGE_PHOTO_WIDTHS = [400, 800, 1200] as const;
export type PackagePhotoWidth = (typeof PACKAGE_PHOTO_WIDTHS)[number];

/** Narrower than this, the smallest card would already be blurry. */
export const PHOTO_MIN_WIDTH = 400;

/** The width given as `src` (browsers without srcset) and to API clients as imageUrl. */
export const PACKAGE_PHOTO_DEFAULT_WIDTH: PackagePhotoWidth = 800;

/** The card's width on the page: one column under 700 px, two under 1024 px, then three in a 1200 px container. */
export const PACKAGE_CARD_SIZES = "(min-width: 1024px) 380px, (min-width: 700px) 50vw, 100vw";

export const PACKAGE_PHOTO_PATH = "/media/packages";

/** "{key}-{width}.webp": the stored file's name. */
export function packagePhotoFileName(key: string, width: number): string {
  return `${key}-${width}.webp`;
}

// Only names our resizer writes: the 32-hex key and one of our widths.
const PHOTO_FILE = new RegExp(`^[0-9a-f]{32}-(?:${PACKAGE_PHOTO_WIDTHS.join("|")})\\.webp$`);

export function isPackagePhotoFileName(name: string): boolean {
  return PHOTO_FILE.test(name);
}

export function packagePhotoUrl(key: string, width: number = PACKAGE_PHOTO_DEFAULT_WIDTH): string {
  return `${PACKAGE_PHOTO_PATH}/${packagePhotoFileName(key, width)}`;
}

export type PackageImage = { src: string; srcSet?: string; sizes?: string };

/** The <img> attributes of a package's picture. */
export function packageImageOf(pkg: { imageUrl: string; imageKey: string | null }): PackageImage {
  if (!pkg.imageKey) return { src: pkg.imageUrl };
  const key = pkg.imageKey;
  return {
    src: packagePhotoUrl(key),
    srcSet: PACKAGE_PHOTO_WIDTHS.map((width) => `${packagePhotoUrl(key, width)} ${width}w`).join(", "),
    sizes: PACKAGE_CARD_SIZES,
  };
}
