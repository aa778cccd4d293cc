// The /ai splash: sample prompts typed out one character every 80 ms, each held for 2 s (spec
// section 9). The typed text is decoration (aria-hidden); the prompts are always in the page as a
// list of links, which is all that shows without JavaScript or when motion is reduced. Anything that
// moves for more than five seconds needs a way to stop it (WCAG 2.2.2): a Pause button, which also
// shows the whole prompt being typed.
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

function useTypewriter(prompts: readonly string[], active: boolean, paused: boolean): string {
  const [state, setState] = useState({ prompt: 0, length: 0 });
  useEffect(() => {
    if (!active || paused || prompts.length === 0) return;
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
  }, [active, paused, prompts, state]);
  if (!active) return "";
  // Paused, the prompt shows whole: a half-typed sentence is no use to anyone.
  return paused ? prompts[state.prompt] : prompts[state.prompt].slice(0, state.length);
}

const PauseIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <rect x="6" y="5" width="4" height="14" rx="1" fill="currentColor" />
    <rect x="14" y="5" width="4" height="14" rx="1" fill="currentColor" />
  </svg>
);

const PlayIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path d="M7 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L8.5 4.64A1 1 0 0 0 7 5.5Z" fill="currentColor" />
  </svg>
);

export function PromptTypewriter({ prompts }: { prompts: readonly string[] }) {
  const animate = usePrefersMotion();
  const [paused, setPaused] = useState(false);
  const typed = useTypewriter(prompts, animate, paused);
  return (
    <div className="typewriter-block">
      {animate ? (
        <div className="typewriter-frame">
          <p className="typewriter" aria-hidden="true" data-testid="typewriter">
            <span>{typed}</span>
            {paused ? null : <span className="typewriter__caret" />}
          </p>
          {/* The name changes with what a press does; no aria-pressed as well, which would say it twice. */}
          <button type="button" className="typewriter__toggle" onClick={() => setPaused((value) => !value)}>
            {paused ? <PlayIcon /> : <PauseIcon />}
            <span>{paused ? "Play" : "Pause"}</span>
            <span className="visually-hidden"> typing</span>
          </button>
        </div>
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
