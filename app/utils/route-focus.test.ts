import { describe, expect, it } from "vitest";
import { pageAnnouncement, planFocusAfterNavigation } from "./route-focus";

describe("focus after an in-app navigation", () => {
  it("moves focus to the new page and announces it when the path changes", () => {
    expect(planFocusAfterNavigation({ pathChanged: true, hasHash: false, focus: "lost" })).toEqual({
      moveTo: "heading",
      announce: true,
    });
    // The header link that was pressed is still there, but the page under it is new.
    expect(planFocusAfterNavigation({ pathChanged: true, hasHash: false, focus: "elsewhere" })).toEqual({
      moveTo: "heading",
      announce: true,
    });
  });

  it("leaves focus where the page put it (an error summary, a field in error)", () => {
    expect(planFocusAfterNavigation({ pathChanged: false, hasHash: false, focus: "claimed" })).toEqual({
      moveTo: null,
      announce: false,
    });
    expect(planFocusAfterNavigation({ pathChanged: true, hasHash: false, focus: "claimed" })).toEqual({
      moveTo: null,
      announce: true,
    });
  });

  it("does not take focus from a search box or a filter on the same page", () => {
    expect(planFocusAfterNavigation({ pathChanged: false, hasHash: false, focus: "elsewhere" })).toEqual({
      moveTo: null,
      announce: false,
    });
  });

  it("recovers focus that a post on the same page dropped onto the body, without re-announcing the page", () => {
    expect(planFocusAfterNavigation({ pathChanged: false, hasHash: false, focus: "lost" })).toEqual({
      moveTo: "heading",
      announce: false,
    });
  });

  it("follows a link to a fragment to what it names", () => {
    expect(planFocusAfterNavigation({ pathChanged: true, hasHash: true, focus: "lost" })).toEqual({
      moveTo: "fragment",
      announce: true,
    });
    // An error summary's link to a field, on the same page: the field has focus already.
    expect(planFocusAfterNavigation({ pathChanged: false, hasHash: true, focus: "claimed" })).toEqual({
      moveTo: null,
      announce: false,
    });
  });
});

describe("what the route announcer says", () => {
  it("says the page title, or the heading when a page has no title", () => {
    expect(pageAnnouncement("Sign in — Kelana", "Welcome Back")).toBe("Sign in — Kelana");
    expect(pageAnnouncement("   ", " Welcome Back ")).toBe("Welcome Back");
    expect(pageAnnouncement("")).toBe("New page");
  });
});
