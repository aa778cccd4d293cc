// The header and footer every page shares.
import { Link, NavLink } from "@remix-run/react";
import type { PublicAgency } from "~/utils/env.server";
import {
  FacebookIcon,
  GlobeIcon,
  InstagramIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  TelegramIcon,
  TikTokIcon,
  WhatsAppIcon,
  YouTubeIcon,
} from "./icons";

export function SiteHeader({ brand, username }: { brand: string; username?: string }) {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="brand" aria-label={`${brand} home`}>
          <img src="/favicon.svg" alt="" width="28" height="28" />
          <span>{brand}</span>
        </Link>
        <nav aria-label="Main" className="site-nav">
          <NavLink to="/tourpackages">Packages</NavLink>
          <NavLink to="/tourgenarations">Plan with AI</NavLink>
          {username ? (
            <NavLink to="/dashboard" className="site-nav__signin">
              <span className="visually-hidden">Dashboard of </span>
              {username}
            </NavLink>
          ) : (
            <NavLink to="/login" className="site-nav__signin">
              Sign in
            </NavLink>
          )}
        </nav>
      </div>
    </header>
  );
}

/** Said next to a contact detail that is still the built-in example (see EXAMPLE_AGENCY). */
function ExampleMark({ shown }: { shown: boolean }) {
  return shown ? <small className="contact-block__example"> (example)</small> : null;
}

/** "Tourism business licence (NIB) 9120001234567": a 13-digit number is an NIB; anything else is shown as written. */
export function licenceText(licence: string): string {
  return /^[0-9]{13}$/.test(licence)
    ? `Tourism business licence (NIB) ${licence}`
    : `Tourism business licence ${licence}`;
}

export function LicenceLine({ agency }: { agency: Pick<PublicAgency, "licence" | "examples"> }) {
  return (
    <>
      {licenceText(agency.licence)}
      <ExampleMark shown={agency.examples.licence} />
    </>
  );
}

/**
 * How to reach the agency: WhatsApp, a phone to call and Telegram (what the confirmation promises),
 * e-mail, website and the head office (global.css's .contact-block keeps the next heading off the address).
 * The head office appears only once AGENCY_ADDRESS is set: nobody should walk to an example street.
 */
export function ContactBlock({ agency }: { agency: PublicAgency }) {
  return (
    <address className="contact-block">
      <p>
        <WhatsAppIcon />
        <span>
          <a href={agency.whatsappUrl} target="_blank" rel="noopener noreferrer">
            WhatsApp {agency.whatsapp}
          </a>
          <ExampleMark shown={agency.examples.whatsapp} />
        </span>
      </p>
      <p>
        <PhoneIcon />
        <span>
          <a href={agency.phoneUrl}>Call {agency.phone}</a>
          <ExampleMark shown={agency.examples.phone} />
        </span>
      </p>
      <p>
        <TelegramIcon />
        <span>
          <a href={agency.telegramUrl} target="_blank" rel="noopener noreferrer">
            Telegram {agency.telegram}
          </a>
          <ExampleMark shown={agency.examples.telegram} />
        </span>
      </p>
      <p>
        <MailIcon /> <a href={`mailto:${agency.email}`}>{agency.email}</a>
      </p>
      <p>
        <GlobeIcon />{" "}
        <a href={agency.website} target="_blank" rel="noopener noreferrer">
          {agency.website.replace(/^https?:\/\//, "")}
        </a>
      </p>
      {agency.examples.address ? null : (
        <p>
          <MapPinIcon /> <span>{agency.address}</span>
        </p>
      )}
    </address>
  );
}

export function SiteFooter({ agency }: { agency: PublicAgency }) {
  const links = [
    { href: agency.social.facebook, label: "Facebook", Icon: FacebookIcon },
    { href: agency.social.instagram, label: "Instagram", Icon: InstagramIcon },
    { href: agency.social.tiktok, label: "TikTok", Icon: TikTokIcon },
    { href: agency.whatsappUrl, label: "WhatsApp", Icon: WhatsAppIcon },
    { href: agency.social.youtube, label: "YouTube", Icon: YouTubeIcon },
    { href: `mailto:${agency.email}`, label: "E-mail", Icon: MailIcon },
    { href: agency.website, label: "Website", Icon: GlobeIcon },
    { href: agency.social.map, label: "Head office location", Icon: MapPinIcon },
  ];
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div>
          <p className="site-footer__brand">{agency.name}</p>
          <p className="site-footer__tagline">Your AI-powered travel companion for Indonesia.</p>
          <ul className="social-links" aria-label="Follow and contact us">
            {links.map(({ href, label, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  aria-label={label}
                  {...(href.startsWith("mailto:") ? {} : { target: "_blank", rel: "noopener noreferrer" })}
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="site-footer__heading">Contact us 24/7</h2>
          {/* On every page an example street address would read as the agency's own: none until it is set. */}
          <ContactBlock agency={agency} />
        </div>
        <div>
          <h2 className="site-footer__heading">Explore</h2>
          <ul className="site-footer__links">
            <li>
              <Link to="/tourpackages">Tour packages</Link>
            </li>
            <li>
              <Link to="/tourgenarations">Plan a tour with AI</Link>
            </li>
            <li>
              <Link to="/termsandconditions">Terms &amp; Conditions</Link>
            </li>
          </ul>
        </div>
      </div>
      <p className="container site-footer__legal">
        © {new Date().getFullYear()} {agency.name}. <LicenceLine agency={agency} />. Prices in Indonesian rupiah (IDR).
      </p>
    </footer>
  );
}
