// The /ai splash: sample prompts typed out one character every 80 ms, each held for 2 s (spec
// section 9). The typed text is decoration (aria-hidden); the prompts are always in the page as a
// list of links, which is all that shows without JavaScript or when motion is reduced.
import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";

export const TYPE_MS_PER_CHARACTER = 80;
export const PAUSE_MS = 2000;

function usePrefersMotion(): boolean {
  const [prefersMotion, setPrefersMotion] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setPrefersMotion(!query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return prefersMotion;
}

function useTypewriter(prompts: readonly string[], active: boolean): string {
  const [state, setState] = useState({ prompt: 0, length: 0 });
  useEffect(() => {
    if (!active || prompts.length === 0) return;
    const full = prompts[state.prompt];
    const done = state.length >= full.length;
    const timer = window.setTimeout(
      () =>
        setState(
          done
            ? { prompt: (state.prompt + 1) % prompts.length, length: 0 }
            : { prompt: state.prompt, length: state.length + 1 },
        ),
      done ? PAUSE_MS : TYPE_MS_PER_CHARACTER,
    );
    return () => window.clearTimeout(timer);
  }, [active, prompts, state]);
  return active ? prompts[state.prompt].slice(0, state.length) : "";
}

export function PromptTypewriter({ prompts }: { prompts: readonly string[] }) {
  const animate = usePrefersMotion();
  const typed = useTypewriter(prompts, animate);
  return (
    <div className="typewriter-block">
      {animate ? (
        <p className="typewriter" aria-hidden="true" data-testid="typewriter">
          <span>{typed}</span>
          <span className="typewriter__caret" />
        </p>
      ) : null}
      <ul className={animate ? "prompt-list prompt-list--compact" : "prompt-list"} aria-label="Ideas to start from">
        {prompts.map((prompt) => (
          <li key={prompt}>
            <Link to={`/tourgenarations?describe=${encodeURIComponent(prompt)}`}>“{prompt}”</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
