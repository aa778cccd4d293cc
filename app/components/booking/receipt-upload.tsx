// The transfer receipt: a plain multipart form to /receipts/{reference} (works without JavaScript), and
// the receipts already sent. With JavaScript, a file over the size limit is caught as soon as it is
// chosen, before minutes of uploading on a phone connection.
import { Form, useNavigation } from "@remix-run/react";
import { type ChangeEvent, useState } from "react";
import type { PaymentPanel } from "~/bookings/confirmation.server";
import { formatFileSize } from "~/bookings/status";
import { formatDateTime } from "~/domain/format";
import { describeTypes } from "~/uploads/upload-limits";

export type ReceiptReturnPage = "confirmation" | "summary";

export function ReceiptUploadForm({
  reference,
  version,
  rules,
  serverError,
  from,
}: {
  reference: string;
  version: number;
  rules: PaymentPanel["rules"];
  serverError: string | null;
  from: ReceiptReturnPage;
}) {
  const action = `/receipts/${encodeURIComponent(reference)}`;
  const navigation = useNavigation();
  const uploading = navigation.state === "submitting" && navigation.formAction === action;
  const [clientError, setClientError] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);

  function checkSize(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    const tooLarge = file != null && file.size > rules.maxBytes;
    // A custom validity stops the submission in the browser, with the same words as the page.
    input.setCustomValidity(tooLarge ? rules.tooLarge : "");
    setClientError(tooLarge ? rules.tooLarge : null);
    setChanged(true);
  }

  const error = clientError ?? (changed ? null : serverError);
  const maxMB = Math.round(rules.maxBytes / 1024 / 1024);
  return (
    <Form method="post" encType="multipart/form-data" action={action} className="receipt-form">
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="from" value={from} />
      <div className="field">
        <label htmlFor="receipt">Transfer receipt</label>
        <input
          id="receipt"
          name="receipt"
          type="file"
          accept={rules.accept}
          required
          onChange={checkSize}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "receipt-error receipt-hint" : "receipt-hint"}
        />
        <p className="field-hint" id="receipt-hint">
          A photo or scan of your transfer: {rules.types}, at most {maxMB} MB.
        </p>
        {error ? (
          <p className="field-error" id="receipt-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--primary" disabled={uploading}>
        {uploading ? "Uploading..." : "Upload receipt"}
      </button>
    </Form>
  );
}

export function ReceiptList({ receipts }: { receipts: PaymentPanel["receipts"] }) {
  if (receipts.length === 0) return null;
  return (
    <>
      <h3>{receipts.length === 1 ? "Your receipt" : "Your receipts"}</h3>
      <ul className="receipt-list">
        {receipts.map((receipt) => (
          <li key={receipt.id}>
            {/* A download, never a page: the route answers with an attachment. */}
            <a href={receipt.href} download>
              Receipt sent {formatDateTime(receipt.createdAt)}
            </a>{" "}
            <span className="field-hint">
              ({describeTypes([receipt.contentType])}, {formatFileSize(receipt.sizeBytes)})
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
