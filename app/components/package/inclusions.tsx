// What the price covers and what it does not, side by side on wide screens.
import { CheckIcon } from "../icons";

function CrossIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      aria-hidden
      focusable="false"
    >
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export function Inclusions({ included, excluded }: { included: string[]; excluded: string[] }) {
  return (
    <div className="inclusions">
      {included.length > 0 ? (
        <div className="inclusions__group">
          <h3>Included</h3>
          <ul className="inclusions__list inclusions__list--yes">
            {included.map((item) => (
              <li key={item}>
                <CheckIcon /> {item}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {excluded.length > 0 ? (
        <div className="inclusions__group">
          <h3>Not included</h3>
          <ul className="inclusions__list inclusions__list--no">
            {excluded.map((item) => (
              <li key={item}>
                <CrossIcon /> {item}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
