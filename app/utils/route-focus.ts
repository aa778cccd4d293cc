// What happens to keyboard focus after an in-app navigation (a full page load is the browser's job).
// Pure, so the rules are tested without a browser; app/components/route-announcer.tsx applies them.

export type FocusAfterNavigation = {
  /** The path changed: a new page, not new search parameters or a post answered on the same page. */
  pathChanged: boolean;
  /** The new address names a fragment: focus goes to what it names, where the page scrolls to. */
  hasHash: boolean;
  /**
   * Where focus is now: "lost" (on <body>, or on an element the navigation removed), "claimed" (on
   * something inside <main> other than <main> itself: an error summary, a field in error, the search box
   * being typed in), or "elsewhere" (the header link that was pressed, still on the page).
   */
  focus: "lost" | "claimed" | "elsewhere";
};

export type NavigationFocusPlan = {
  /** Where focus goes: the new page's main heading, the element the fragment names, or nowhere (stays). */
  moveTo: "heading" | "fragment" | null;
  /** Speak the new page's title in the route announcer. */
  announce: boolean;
};

export function planFocusAfterNavigation({ pathChanged, hasHash, focus }: FocusAfterNavigation): NavigationFocusPlan {
  const announce = pathChanged;
  // The page already put focus where the traveller should be: leave it there.
  if (focus === "claimed") return { moveTo: null, announce };
  // A new page, or the same page whose focused element went away (a form's button after its post);
  // a search box or a filter still holding focus on the same page keeps it.
  if (!pathChanged && focus !== "lost") return { moveTo: null, announce };
  return { moveTo: hasHash ? "fragment" : "heading", announce };
}

/** What the route announcer says for a page: its title (every route sets one), else its main heading. */
export function pageAnnouncement(title: string, heading = ""): string {
  return title.trim() || heading.trim() || "New page";
}
