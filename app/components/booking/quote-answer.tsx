// The team's quote for a custom request, and the traveller's answer: "Accept this price" or "Decline".
// Declining cancels the request, so it takes a second, explicit step — a page state the action returns,
// which works the same with and without JavaScript.
import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { QuoteOffer } from "~/bookings/confirmation.server";
import { formatDate, formatIDR, formatParty } from "~/domain/format";

export type QuoteAnswerState = { message?: string; confirmDecline?: boolean } | undefined;

function AnswerForm({
  intent,
  version,
  confirm,
  className,
  children,
}: {
  intent: "accept-quote" | "decline-quote";
  version: number;
  confirm?: boolean;
  className: string;
  children: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" className="quote-offer__form">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={version} />
      {confirm ? <input type="hidden" name="confirm" value="yes" /> : null}
      <button type="submit" className={`button ${className}`} disabled={navigation.state === "submitting"}>
        {busy ? "Sending..." : children}
      </button>
    </Form>
  );
}

function DeclineStep({ version }: { version: number }) {
  const location = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  // With JavaScript the step appears in place: move the focus to it so a screen reader hears the question.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="quote-offer__decline" role="group" aria-labelledby="decline-heading">
      <h3 id="decline-heading" ref={heading} tabIndex={-1}>
        Decline this price?
      </h3>
      <p>Declining cancels your request. If you change your mind later, you are welcome to send us a new request.</p>
      <div className="quote-offer__actions">
        <AnswerForm intent="decline-quote" version={version} confirm className="button--danger">
          Decline and cancel this request
        </AnswerForm>
        <Link to={`${location.pathname}${location.search}`} className="button button--ghost" replace>
          Keep this price
        </Link>
      </div>
    </div>
  );
}

export function QuoteAnswer({
  quote,
  version,
  party,
  answer,
}: {
  quote: QuoteOffer;
  version: number;
  party: { adults: number; children: number; infants: number };
  answer: QuoteAnswerState;
}) {
  return (
    <section className="panel quote-offer" id="quote" aria-labelledby="quote-heading">
      <h2 id="quote-heading">Your price from our team</h2>
      <dl className="summary-list">
        <div>
          <dt>Price per adult</dt>
          <dd className="price">{formatIDR(quote.perAdultIDR)}</dd>
        </div>
        {party.children > 0 ? (
          <div>
            <dt>Per child (7-12)</dt>
            <dd>{formatIDR(quote.perChildIDR)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Total for {formatParty(party)}</dt>
          <dd className="price">{formatIDR(quote.totalIDR)}</dd>
        </div>
        <div>
          <dt>Valid until</dt>
          <dd>{formatDate(quote.validUntil)}</dd>
        </div>
      </dl>
      {quote.note ? (
        <p className="quote-offer__note">
          <strong>Note from our team:</strong> {quote.note}
        </p>
      ) : null}
      {answer?.message ? (
        <div className="form-error" role="alert">
          {answer.message}
        </div>
      ) : null}
      {!quote.canAnswer ? (
        <p className="quote-offer__expired" role="status">
          {quote.expired
            ? `This quote expired on ${formatDate(quote.validUntil)}. Please contact us for a new one.`
            : "This quote can no longer be answered. Please contact us."}
        </p>
      ) : answer?.confirmDecline ? (
        <DeclineStep version={version} />
      ) : (
        <div className="quote-offer__actions">
          <AnswerForm intent="accept-quote" version={version} className="button--primary">
            Accept this price
          </AnswerForm>
          <AnswerForm intent="decline-quote" version={version} className="button--ghost">
            Decline
          </AnswerForm>
        </div>
      )}
    </section>
  );
}
