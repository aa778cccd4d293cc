import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link, useRouteLoaderData } from "@remix-run/react";
import { ArrowLeftIcon } from "~/components/icons";
import { formatDate } from "~/domain/format";
import type { loader as rootLoader } from "~/root";
import termsStyles from "~/styles/terms.css";

// The old product printed today's date as "last updated", which misleads readers about when the
// terms changed. This is the date the text below was last edited: change it with the text.
export const TERMS_LAST_UPDATED = "2026-11-22";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: termsStyles }];

export default function TermsAndConditions() {
  const rootData = useRouteLoaderData<typeof rootLoader>("root");
  const agencyName = rootData?.agency.name ?? "Kelana";
  const legalEmail = rootData?.agency.legalEmail ?? "legal@kelana.example";
  return (
    <article className="container terms">
      <Link to="/" className="back-link">
        <ArrowLeftIcon /> Back to home
      </Link>
      <h1>Terms &amp; Conditions</h1>
      <p className="terms__updated">
        Last updated: <time dateTime={TERMS_LAST_UPDATED}>{formatDate(TERMS_LAST_UPDATED)}</time>
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
