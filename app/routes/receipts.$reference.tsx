// POST /receipts/{reference}: a traveller's transfer receipt for their confirmed booking (a plain
// multipart form on the confirmation page, with or without JavaScript). Whatever happens, the traveller
// goes back to the booking's page: a success toast, or the message next to the file field (carried by
// a short-lived signed cookie, so it shows without JavaScript too). Whoever may not see the booking
// gets a 404 and nothing is read or stored.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { getSignedIn } from "~/accounts/session.server";
import { findViewableBooking } from "~/bookings/confirmation.server";
import {
  confirmationPathOf,
  flashReceiptError,
  limitReceiptUpload,
  readReceiptForm,
  receiptMessages,
  type ReceiptReturnPage,
  receiptUploadRules,
  uploadReceipt,
} from "~/bookings/receipts.server";
import { normaliseReference } from "~/bookings/reference";
import { getDb } from "~/db/db.server";
import { tooManyAttemptsMessage } from "~/security/limits";
import { clientAddress } from "~/security/rate-limit.server";
import { readUploadForm } from "~/uploads/uploads.server";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithSuccess } from "~/utils/toast.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const reference = normaliseReference(params.reference ?? "");
  if (!reference) throw new Response("Not Found", { status: 404 });
  return redirect(confirmationPathOf(reference));
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const db = await getDb();
  const booking = await findViewableBooking(db, request, params.reference);
  if (!booking) throw new Response("Not Found", { status: 404 });
  const { reference } = booking;
  const backWithError = async (message: string, page: ReceiptReturnPage = "confirmation") =>
    redirect(`${confirmationPathOf(reference, page)}#payment`, {
      headers: { "Set-Cookie": await flashReceiptError(reference, message) },
    });

  const limited = await limitReceiptUpload(db, clientAddress(request, context), reference);
  if (!limited.ok) return backWithError(tooManyAttemptsMessage(limited.retryAfterSeconds));

  let form: FormData;
  try {
    form = await readUploadForm(request);
  } catch (error) {
    // Past the form's limit: only reachable where server.ts's body limit does not run (remix-serve).
    if (error instanceof Response && error.status === 413) return backWithError(receiptUploadRules.tooLarge);
    throw error;
  }
  const { page, expectedVersion } = readReceiptForm(form);
  if (expectedVersion == null) return backWithError(receiptMessages.badForm, page);

  const result = await uploadReceipt(db, {
    booking,
    expectedVersion,
    file: form.get("receipt"),
    actor: { kind: "traveller", userId: (await getSignedIn(request))?.user.id ?? null },
  });
  if (!result.ok) {
    if (result.reason === "not-found") throw new Response("Not Found", { status: 404 });
    return backWithError(result.message, page);
  }
  return redirectWithSuccess(`${confirmationPathOf(reference, page)}#payment`, receiptMessages.received);
}

// Never rendered (GET redirects to the booking's page). The route has a component so that a refused
// request shows the site's error page in its layout rather than bare text.
export default function ReceiptUpload() {
  return null;
}

export const meta: MetaFunction = () => [{ title: "Payment receipt — Kelana" }, { name: "robots", content: "noindex" }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
