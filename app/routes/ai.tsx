import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { SparklesIcon } from "~/components/icons";
import { PromptTypewriter } from "~/components/planner/typewriter";
import plannerStyles from "~/styles/planner.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: plannerStyles }];

/** The splash's sample prompts (spec section 2: Bali, Maldives, Nepal, honeymoon and Thailand plans). */
const SAMPLE_PROMPTS = [
  "Plan a 7-day Bali trip with temples, rice terraces and a sunset dinner",
  "Find me a week of overwater villas and snorkelling in the Maldives",
  "Build a 10-day Nepal trek with a rest day in Kathmandu",
  "Design a romantic honeymoon with spa days and private beaches",
  "Map out two weeks in Thailand: Bangkok street food, then the islands",
] as const;

export default function AiSplash() {
  return (
    <section className="ai-splash">
      <div className="container ai-splash__inner">
        <p className="planner-hero__eyebrow">
          <SparklesIcon /> Kelana AI
        </p>
        <h1>Where should we take you?</h1>
        <p className="ai-splash__lead">
          Describe a trip in your own words and our planner turns it into day-by-day tours, priced for your party.
        </p>
        <PromptTypewriter prompts={SAMPLE_PROMPTS} />
        <p className="ai-splash__note">
          Our AI plans tours in Indonesia and a few city breaks; other prompts are here to inspire you.
        </p>
        <Link to="/tourgenarations" className="button button--accent">
          <SparklesIcon /> Start planning
        </Link>
      </div>
    </section>
  );
}

export const meta: MetaFunction = () => [
  { title: "Kelana AI — plan your trip" },
  { name: "description", content: "Describe your dream trip and let Kelana's AI planner build it." },
];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
