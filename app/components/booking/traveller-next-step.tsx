// What the traveller can do on their booking page now: answer the team's quote, or pay by transfer and
// upload the receipt. Shared by both confirmation pages.
import type { ConfirmationPage } from "~/bookings/confirmation.server";
import { PaymentSection } from "./bank-transfer";
import { QuoteAnswer, type QuoteAnswerState } from "./quote-answer";
import type { ReceiptReturnPage } from "./receipt-upload";

export function TravellerNextStep({
  page,
  answer,
  from,
}: {
  page: ConfirmationPage;
  answer: QuoteAnswerState;
  from: ReceiptReturnPage;
}) {
  const { booking, quote, payment } = page;
  return (
    <>
      {quote ? (
        <QuoteAnswer
          quote={quote}
          version={booking.version}
          party={{ adults: booking.adults, children: booking.children, infants: booking.infants }}
          answer={answer}
        />
      ) : null}
      {payment ? (
        <PaymentSection
          payment={payment}
          reference={booking.bookingId}
          version={booking.version}
          paymentStatus={booking.paymentStatus}
          rejectionReason={booking.paymentRejectionReason}
          uploadError={page.uploadError}
          from={from}
        />
      ) : null}
    </>
  );
}
