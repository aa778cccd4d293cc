// Payment by bank transfer, once the team has confirmed the booking: the agency's account, the amount
// due with the booking reference as the transfer's description, and the receipt upload — then the
// payment's progress (being verified, verified, or rejected with the team's reason).
import type { PaymentPanel } from "~/bookings/confirmation.server";
import { paymentStatusText } from "~/bookings/status";
import { formatIDR } from "~/domain/format";
import { ReceiptList, type ReceiptReturnPage, ReceiptUploadForm } from "./receipt-upload";

function BankDetails({
  bank,
  amountDueIDR,
  reference,
}: Pick<PaymentPanel, "bank" | "amountDueIDR"> & { reference: string }) {
  return (
    <>
      {bank.isExample ? (
        <p className="payment-panel__example" role="note">
          These are example bank details: the agency has not set up its account on this site yet. Please contact us
          before making a transfer.
        </p>
      ) : null}
      <dl className="summary-list bank-details">
        <div>
          <dt>Amount due</dt>
          <dd className="price">
            {amountDueIDR != null ? formatIDR(amountDueIDR) : "Our team will tell you the amount"}
          </dd>
        </div>
        <div>
          <dt>Bank</dt>
          <dd>{bank.bankName}</dd>
        </div>
        {bank.branch ? (
          <div>
            <dt>Branch</dt>
            <dd>{bank.branch}</dd>
          </div>
        ) : null}
        <div>
          <dt>Account name</dt>
          <dd>{bank.accountName}</dd>
        </div>
        <div>
          <dt>Account number</dt>
          <dd className="bank-details__number">{bank.accountNumber}</dd>
        </div>
        {bank.swift ? (
          <div>
            <dt>SWIFT/BIC</dt>
            <dd className="bank-details__number">{bank.swift}</dd>
          </div>
        ) : null}
        <div>
          <dt>Transfer description</dt>
          <dd className="bank-details__number">{reference}</dd>
        </div>
      </dl>
      <p className="field-hint">
        Please write your booking reference <strong>{reference}</strong> as the transfer&apos;s description, so that our
        finance team can match your payment.
      </p>
    </>
  );
}

export function PaymentSection({
  payment,
  reference,
  version,
  paymentStatus,
  rejectionReason,
  uploadError,
  from,
}: {
  payment: PaymentPanel;
  uploadError: string | null;
  reference: string;
  version: number;
  paymentStatus: string;
  rejectionReason: string | null;
  from: ReceiptReturnPage;
}) {
  const awaitingTransfer = paymentStatus === "pending" || paymentStatus === "rejected";
  return (
    <section className="panel payment-panel" id="payment" aria-labelledby="payment-heading">
      <h2 id="payment-heading">Payment by bank transfer</h2>
      <p className={`payment-panel__status payment-panel__status--${paymentStatus}`} data-testid="payment-status">
        {paymentStatusText(paymentStatus, "confirmed")}
      </p>
      {paymentStatus === "rejected" && rejectionReason ? (
        <p className="payment-panel__reason">
          <strong>Reason:</strong> {rejectionReason}
        </p>
      ) : null}
      {awaitingTransfer ? (
        <>
          <BankDetails bank={payment.bank} amountDueIDR={payment.amountDueIDR} reference={reference} />
          {payment.canUpload ? (
            <ReceiptUploadForm
              reference={reference}
              version={version}
              rules={payment.rules}
              serverError={uploadError}
              from={from}
            />
          ) : null}
        </>
      ) : (
        <>
          {uploadError ? (
            <div className="form-error" role="alert">
              {uploadError}
            </div>
          ) : null}
          <p>
            {paymentStatus === "under_verification"
              ? "We check transfers within 24 hours and e-mail you as soon as it is done."
              : "Thank you: your booking is paid. We look forward to travelling with you."}
          </p>
        </>
      )}
      <ReceiptList receipts={payment.receipts} />
    </section>
  );
}
