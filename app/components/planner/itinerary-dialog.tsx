// The 'Details' modal of /package. It is part of the page's HTML whenever the URL names an option
// (?details=<id>), so it opens without JavaScript too; closing is a link back to the results. With
// JavaScript, focus moves into it, Tab stays inside it and Escape closes it.
import { Link, useNavigate } from "@remix-run/react";
import { type KeyboardEvent, useEffect, useRef } from "react";
import { formatApproxUSD, formatDate, formatIDR } from "~/domain/format";
import { nightText } from "~/planner/itinerary-night";
import type { PackageOption } from "~/planner/plan";
import { OptionBadges } from "./package-option-card";

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function ItineraryDialog({
  option,
  closeHref,
  bookHref,
}: {
  option: PackageOption;
  closeHref: string;
  bookHref: string;
}) {
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDivElement>(null);
  const headingId = "itinerary-dialog-title";

  useEffect(() => {
    dialogRef.current?.focus();
    const close = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        navigate(closeHref, { preventScrollReset: true });
      }
    };
    document.addEventListener("keydown", close);
    document.body.classList.add("has-modal");
    return () => {
      document.removeEventListener("keydown", close);
      document.body.classList.remove("has-modal");
    };
  }, [closeHref, navigate]);

  // Keeps Tab and Shift+Tab inside the dialog while it is open.
  const trapFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Tab" || !dialogRef.current) return;
    const items = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (!items.length) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="modal-backdrop">
      <div
        ref={dialogRef}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        tabIndex={-1}
        onKeyDown={trapFocus}
      >
        <header className="modal__header">
          <div>
            <p className="modal__eyebrow">
              {option.days} days · {option.dateRange}
            </p>
            <h2 id={headingId}>{option.name}</h2>
          </div>
          <Link to={closeHref} preventScrollReset className="modal__close" aria-label="Close">
            <span aria-hidden="true">×</span>
          </Link>
        </header>
        {/* Focusable so keyboard users can scroll a long itinerary. */}
        <div className="modal__body" tabIndex={0} role="region" aria-label="Itinerary and notes">
          <p className="modal__summary">{option.summary}</p>
          <OptionBadges option={option} />

          <h3>Day by day</h3>
          <ol className="itinerary">
            {option.itinerary.map((day) => (
              <li key={day.day} className="itinerary__day">
                <p className="itinerary__date">
                  <strong>Day {day.day}</strong> · {formatDate(day.date)} · {day.area}
                </p>
                {day.note ? <p className="itinerary__note">{day.note}</p> : null}
                {nightText(day) ? <p className="itinerary__note">{nightText(day)}</p> : null}
                {day.places.length ? (
                  <ul className="itinerary__places">
                    {day.places.map((place) => (
                      <li key={place.placeId}>
                        <strong>{place.name}</strong> <span>— {place.reason}</span>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ol>

          <h3>Places</h3>
          <ul className="modal__places">
            {option.places.map((place) => (
              <li key={place.name}>
                <strong>{place.name}</strong> — {place.description}
              </li>
            ))}
          </ul>

          <h3>Notes</h3>
          <p className="modal__notes">{option.notes}</p>
        </div>
        <footer className="modal__footer">
          <p className="modal__price">
            <span className="price">{formatIDR(option.priceIDR)}</span> per adult{" "}
            <span className="field-hint">{formatApproxUSD(option.priceUSD)}</span>
          </p>
          <div className="modal__actions">
            <Link to={closeHref} preventScrollReset className="button button--ghost">
              Continue Browsing
            </Link>
            <Link to={bookHref} className="button button--accent">
              Book Now
            </Link>
          </div>
        </footer>
      </div>
    </div>
  );
}
