// A package's day-by-day plan: an ordered list, one day per item, read in order by screen readers.
import type { PackageDetails } from "~/catalogue/package-page";

export function Itinerary({ days }: { days: PackageDetails["itinerary"] }) {
  return (
    <ol className="itinerary">
      {days.map((day) => (
        <li key={day.day} className="itinerary__day">
          <h3 className="itinerary__title">
            <span className="itinerary__label">Day {day.day}</span> {day.title}
          </h3>
          <p>{day.description}</p>
        </li>
      ))}
    </ol>
  );
}
