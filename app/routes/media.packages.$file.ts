// GET /media/packages/{key}-{width}.webp: a package's uploaded photo, resized and re-encoded by us (so
// never a file as it was uploaded). Public, like the catalogue; a photo's key changes whenever the photo
// does, so a file can be cached for a year. Any other name is a 404 without touching the disk.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { isPackagePhotoFileName } from "~/catalogue/package-image";
import { isStoredName, readUpload } from "~/uploads/uploads.server";

function notFound(): Response {
  return new Response("Not Found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" },
  });
}

export async function loader({ params }: LoaderFunctionArgs) {
  const file = params.file ?? "";
  if (!isStoredName(file) || !isPackagePhotoFileName(file)) return notFound();
  const bytes = await readUpload("packages", file);
  if (!bytes) return notFound();
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(bytes.byteLength),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
