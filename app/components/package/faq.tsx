// Questions travellers ask: each answer opens under its question (<details>, so it works without JavaScript).
import type { PackageDetails } from "~/catalogue/package-page";

export function Faq({ items }: { items: PackageDetails["faq"] }) {
  return (
    <div className="faq">
      {items.map((item) => (
        <details key={item.question} className="faq__item">
          <summary className="faq__question">{item.question}</summary>
          <p className="faq__answer">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
