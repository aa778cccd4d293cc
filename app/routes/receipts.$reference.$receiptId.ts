// GET /receipts/{reference}/{receiptId}: a transfer receipt as a private download, for the traveller who
// may see the booking and for the team (staff, admin). Everyone else — signed out, another traveller,
// a receipt id of another booking — gets the same 404: no sign-in redirect that would confirm the file.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { downloadReceipt } from "~/bookings/receipts.server";
import { getDb } from "~/db/db.server";
import { privateFileResponse } from "~/uploads/uploads.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const receipt = await downloadReceipt(await getDb(), request, params.reference, params.receiptId);
  if (!receipt) throw new Response("Not Found", { status: 404, headers: { "Cache-Control": "private, no-store" } });
  return privateFileResponse(receipt.bytes, receipt.type, receipt.downloadName);
}
