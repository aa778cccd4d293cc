// GET /tourpackages/{packageName}/share.jpg: the package's picture as link previews show it (its og:image).
// Public like the page; the page links it with ?v=<picture version>, so a new photo is a new address.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { packageShareImagePath } from "~/catalogue/package-page";
import { findPackageForPage } from "~/catalogue/package-page.server";
import { packageShareImage } from "~/catalogue/package-page-image.server";
import { getDb } from "~/db/db.server";
import { ifNoneMatchHolds, strongEtagOf } from "~/http/etag.server";

const SHARE_IMAGE_CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";

function notFound(): Response {
  return new Response("Not Found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=60" },
  });
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const found = await findPackageForPage(await getDb(), params.packageName ?? "");
  if (!found.ok) {
    if (found.reason === "moved") {
      throw redirect(`${packageShareImagePath(found.packageName)}${new URL(request.url).search}`, 301);
    }
    return notFound();
  }
  const bytes = await packageShareImage(found.row);
  if (!bytes) return notFound();
  const headers = new Headers({
    ETag: strongEtagOf(bytes),
    "Cache-Control": SHARE_IMAGE_CACHE_CONTROL,
    "X-Content-Type-Options": "nosniff",
  });
  if (ifNoneMatchHolds(request.headers.get("If-None-Match"), headers.get("ETag")!)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Type", "image/jpeg");
  headers.set("Content-Length", String(bytes.byteLength));
  return new Response(new Uint8Array(bytes), { headers });
}
