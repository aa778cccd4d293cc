// Where the tour starts, who it is for and in which languages: the practical answers before booking.
import type { PackageDetails } from "~/catalogue/package-page";

export function PracticalInfo({ details }: { details: PackageDetails }) {
  const rows = [
    { term: "Meeting point", value: details.meetingPoint },
    { term: "Pickup", value: details.pickup },
    { term: "Group size", value: details.groupSize },
    { term: "Languages", value: details.languages.join(", ") },
  ].filter((row) => row.value.trim().length > 0);
  return (
    <dl className="practical">
      {rows.map((row) => (
        <div key={row.term} className="practical__row">
          <dt>{row.term}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
