import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link, useRouteLoaderData } from "@remix-run/react";
import { ArrowLeftIcon } from "~/components/icons";
import { LicenceLine } from "~/components/site-chrome";
import { formatDate } from "~/domain/format";
import type { loader as rootLoader } from "~/root";
import termsStyles from "~/styles/terms.css";
import termsPolicyStyles from "~/styles/terms-policy.css";

// The old product printed today's date as "last updated", which misleads readers about when the
// terms changed. This is the date the text below was last edited (the cancellation and refund policy
// and the licence number): change it with the text.
export const TERMS_LAST_UPDATED = "2026-11-22";

/**
 * What comes back of the amount paid, by how long before departure the traveller cancels. Liveaboards and
 * private charters are stricter: the boat and crew are held for one party and rarely re-let at short notice.
 */
const FULL_REFUND = "Everything you paid, minus bank fees";
const REFUND_TIERS = [
  { when: "60 days or more before departure", tours: FULL_REFUND, charters: FULL_REFUND },
  { when: "30 to 59 days before departure", tours: FULL_REFUND, charters: "50 % of what you paid" },
  { when: "14 to 29 days before departure", tours: "50 % of what you paid", charters: "No refund" },
  { when: "Less than 14 days before departure, or not joining", tours: "No refund", charters: "No refund" },
];

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: termsStyles },
  { rel: "stylesheet", href: termsPolicyStyles },
];

export default function TermsAndConditions() {
  const rootData = useRouteLoaderData<typeof rootLoader>("root");
  const agency = rootData?.agency;
  const agencyName = agency?.name ?? "Kelana";
  const legalEmail = agency?.legalEmail ?? "legal@kelana.example";
  return (
    <article className="container terms">
      <Link to="/" className="back-link">
        <ArrowLeftIcon /> Back to home
      </Link>
      <h1>Terms &amp; Conditions</h1>
      <p className="terms__updated">
        Last updated: <time dateTime={TERMS_LAST_UPDATED}>{formatDate(TERMS_LAST_UPDATED)}</time>
      </p>
      <p>
        Looking for what happens if you cancel? Read our <a href="#cancellation">cancellation and refund policy</a>.
      </p>

      <section aria-labelledby="t1">
        <h2 id="t1">1. Acceptance of terms</h2>
        <p>
          By using the {agencyName} website or sending a booking request, you agree to these Terms &amp; Conditions. If
          you do not agree, please do not use the site. We may update these terms; the date above shows the latest
          change, and the terms in force when you book apply to that booking.
        </p>
      </section>
      <section aria-labelledby="t2">
        <h2 id="t2">2. Service description</h2>
        <p>
          {agencyName} is a travel agency for tours in Indonesia. You can book ready-made tour packages or ask our
          planner to suggest packages for your trip. A booking request is not a confirmed contract: our team reviews
          each request, confirms availability and, for custom packages, the final price, and contacts you by e-mail or
          WhatsApp, usually within 24 hours.
        </p>
        {agency ? (
          <p>
            <LicenceLine agency={agency} />.
          </p>
        ) : null}

        <h3 id="payment">Payment</h3>
        <p>
          Sending a booking request costs nothing and commits you to nothing. Once our team has confirmed your booking
          (and, for a custom package, you have accepted our price), your booking page shows the amount due and our bank
          account. You pay in Indonesian rupiah by bank transfer, with your booking reference as the transfer&apos;s
          description, and upload the transfer receipt on your booking page. Your place is secured once we have verified
          the payment. Fees charged by your bank or by banks in between are yours to pay.
        </p>

        <h3 id="cancellation">Cancellation and refunds</h3>
        <p>
          You may cancel at any time by e-mail or WhatsApp; the day we receive your message counts. Cancelling before
          you have paid costs nothing. After you have paid, we refund part of the price depending on how long before
          departure (the first day of your tour) you cancel. Liveaboard cruises and private boat charters have stricter
          terms, because the boat and its crew are reserved for you and can rarely be booked again at short notice.
        </p>
        <table className="terms__table">
          <caption>What we refund of the amount you paid</caption>
          <thead>
            <tr>
              <th scope="col">When you cancel</th>
              <th scope="col">Tour packages</th>
              <th scope="col">Liveaboards and private boat charters</th>
            </tr>
          </thead>
          <tbody>
            {REFUND_TIERS.map((tier) => (
              <tr key={tier.when}>
                <th scope="row">{tier.when}</th>
                <td>{tier.tours}</td>
                <td>{tier.charters}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          We send refunds in rupiah to the account you paid from, within 14 days of your cancellation; &quot;minus bank
          fees&quot; means the fees the banks charge us for your transfer and for the refund, which we show you before
          we send it. You may move your tour to another date once, free of charge, if you ask at least 30 days before
          departure (60 days for a liveaboard or charter) and we can arrange the new date; a later change counts as a
          cancellation and a new booking. Where a package&apos;s page states different cancellation terms, those apply
          to that package. We strongly recommend travel insurance that covers cancellation.
        </p>

        <h3 id="agency-cancellation">If we cancel or change your tour</h3>
        <p>
          If we cancel your tour — for example because a boat or guide is not available, too few travellers joined a
          group departure, or the authorities close a national park, a volcano or a sea crossing — we refund everything
          you paid, bank fees included, or, if you prefer, move you to another date or tour. If weather, the sea or a
          volcano makes part of a tour unsafe once it has started, your guide changes the plan for your safety, and we
          refund what we save as a result, such as park fees we did not pay (see section 4).
        </p>
      </section>
      <section aria-labelledby="t3">
        <h2 id="t3">3. User responsibilities</h2>
        <p>
          You must give accurate, complete information for every traveller, including names as shown in passports and
          valid contact details. You are responsible for your own passports, visas, vaccinations and travel insurance,
          and for following local laws and the guidance of your guides, especially at sacred sites, at sea and on
          volcanoes.
        </p>
      </section>
      <section aria-labelledby="t4">
        <h2 id="t4">4. Limitation of liability</h2>
        <p>
          We select our partners with care, but hotels, boats, airlines and other suppliers remain responsible for their
          own services. To the extent the law allows, we are not liable for indirect losses, or for delays and changes
          caused by weather, volcanic activity, natural disasters, strikes or government action. Nothing here limits
          rights you have under Indonesian consumer-protection law.
        </p>
      </section>
      <section aria-labelledby="t5">
        <h2 id="t5">5. AI-generated content</h2>
        <p>
          Tour plans suggested by our planner are drafts to help you choose. Places, descriptions, opening hours and
          travel times may be incomplete or out of date. Prices are always calculated by us, not by the AI, and every
          plan is checked by our team before it is confirmed.
        </p>
      </section>
      <section aria-labelledby="t6">
        <h2 id="t6">6. Privacy policy</h2>
        <p>
          We use your personal data, including passport details, only to arrange your trip and to contact you about it.
          Passport numbers are stored encrypted and shown only masked. We share what a supplier needs to deliver your
          tour and nothing more, and we never sell your data. You may ask us to see, correct or delete your data at any
          time.
        </p>
      </section>
      <section aria-labelledby="t7">
        <h2 id="t7">7. Governing law</h2>
        <p>
          These terms are governed by the laws of the Republic of Indonesia. Disputes will first be settled amicably;
          failing that, they fall under the jurisdiction of the District Court of Denpasar, Bali, without prejudice to
          any mandatory rights you have where you live.
        </p>
      </section>

      <div className="terms__accept panel">
        <p className="terms__accept-check">
          <input type="checkbox" id="terms-read" name="termsRead" />
          <label htmlFor="terms-read">I have read and understood these Terms &amp; Conditions.</label>
        </p>
        <p className="field-hint">
          You accept these terms for a particular trip when you tick the box on its booking form.
        </p>
        <p>
          Questions about these terms? Write to our legal team at <a href={`mailto:${legalEmail}`}>{legalEmail}</a>.
        </p>
      </div>
    </article>
  );
}

export const meta: MetaFunction = () => [
  { title: "Terms & Conditions — Kelana" },
  { name: "description", content: "The terms that apply to tours booked with Kelana." },
];
