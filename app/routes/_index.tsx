import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { CompassIcon, SparklesIcon } from "~/components/icons";
import { sharedPageHeaders } from "~/http/headers";
import landingStyles from "~/styles/landing.css";
import { WITHOUT_SCRIPTS } from "~/utils/page-scripts";

// The same for every signed-out visitor: rendered once and kept (see sharedPageHeaders).
export const headers = sharedPageHeaders;

// Links to the catalogue and the planner, nothing to enhance: the first visit from a phone loads no JavaScript.
export const handle = WITHOUT_SCRIPTS;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: landingStyles }];

export default function Landing() {
  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <div className="hero__copy">
            <p className="hero__eyebrow">Tours across the Indonesian archipelago</p>
            <h1>Welcome to Kelana</h1>
            <p className="hero__tagline">
              Your AI-powered travel companion: curated tours from Bali to Raja Ampat, or a trip planned around you in
              seconds.
            </p>
            <div className="hero__actions">
              <Link to="/tourpackages" className="button button--primary">
                <CompassIcon /> Explore Kelana Packages
              </Link>
              <Link to="/tourgenarations" className="button button--ghost hero__ai">
                <SparklesIcon /> Customize Tour with AI
              </Link>
            </div>
          </div>
          <img
            className="hero__art"
            src="/images/hero.svg"
            alt="Illustration of a volcano rising over rice terraces and a turquoise bay with a traditional outrigger boat"
            width="640"
            height="480"
          />
        </div>
      </section>
      <section className="container how" aria-labelledby="how-heading">
        <h2 id="how-heading">Travel with Kelana, your way</h2>
        <div className="how__grid">
          <article className="how__card">
            <h3>Pick a ready-made tour</h3>
            <p>Hand-picked itineraries with local guides, clear prices in rupiah and no surprises at checkout.</p>
            <Link to="/tourpackages">See all packages →</Link>
          </article>
          <article className="how__card">
            <h3>Describe your dream trip</h3>
            <p>Tell us where, when and what you love. We plan day-by-day options and price them for your party.</p>
            <Link to="/tourgenarations">Start planning →</Link>
          </article>
          <article className="how__card">
            <h3>Talk to real people, 24/7</h3>
            <p>Our team confirms every booking within 24 hours and answers on WhatsApp, phone and e-mail.</p>
            <Link to="/termsandconditions">Read our terms →</Link>
          </article>
        </div>
      </section>
    </>
  );
}

export const meta: MetaFunction = () => [
  { title: "Kelana — tours in Indonesia, planned for you" },
  { name: "description", content: "Explore Kelana packages or customise a tour of Indonesia with AI. Prices in IDR." },
];
