// After an in-app navigation nothing would tell a screen-reader user that the page changed, and focus
// would fall to <body> (the link or button pressed is gone). This moves focus to the new page's main
// heading and speaks its title in a live region that is on the page from the first paint. A full page
// load is left to the browser, which does both itself.
import { useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { type FocusAfterNavigation, pageAnnouncement, planFocusAfterNavigation } from "~/utils/route-focus";

/** Focuses an element that is not a control without putting it into the Tab order. */
function focusTarget(element: HTMLElement) {
  if (!element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  element.focus({ preventScroll: true });
}

function fragmentTarget(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

export function RouteAnnouncer({ mainId = "main" }: { mainId?: string }) {
  const location = useLocation();
  const navigation = useNavigation();
  const [message, setMessage] = useState("");
  const previous = useRef<{ key: string; pathname: string } | null>(null);
  // What had focus when the navigation started (the link or button pressed): if it still has focus
  // afterwards, the new page did not claim focus for something of its own.
  const trigger = useRef<Element | null>(null);

  useEffect(() => {
    if (navigation.state !== "idle") trigger.current = document.activeElement;
  }, [navigation.state]);

  useEffect(() => {
    const before = previous.current;
    // The page's first load, or the same location seen again (React's development double run).
    if (before?.key === location.key) return;
    previous.current = { key: location.key, pathname: location.pathname };
    if (before === null) return;
    const main = document.getElementById(mainId);
    const active = document.activeElement;
    const focus: FocusAfterNavigation["focus"] =
      !active || active === document.body || !active.isConnected
        ? "lost"
        : main && active !== main && active !== trigger.current && main.contains(active)
          ? "claimed"
          : "elsewhere";
    trigger.current = null;
    const plan = planFocusAfterNavigation({
      pathChanged: before.pathname !== location.pathname,
      hasHash: location.hash !== "",
      focus,
    });
    const heading = main?.querySelector<HTMLElement>("h1") ?? null;
    if (plan.moveTo === "fragment") {
      const target = fragmentTarget(location.hash) ?? heading ?? main;
      if (target) focusTarget(target);
    } else if (plan.moveTo === "heading") {
      const target = heading ?? main;
      if (target) focusTarget(target);
    }
    if (plan.announce) setMessage(pageAnnouncement(document.title, heading?.textContent ?? ""));
    // location.key: a navigation to the same address is a navigation too.
  }, [location.key, location.pathname, location.hash, mainId]);

  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {message}
    </div>
  );
}
