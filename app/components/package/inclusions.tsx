// What the price covers and what it does not, side by side on wide screens.
import { CheckIcon, CrossIcon } from "../icons";

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
