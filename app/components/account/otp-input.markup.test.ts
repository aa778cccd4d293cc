// The code input as the server renders it (what a traveller without JavaScript gets) and once hydrated.
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OtpInput } from "./otp-input";

const render = (hydrated: boolean, length = 4) =>
  renderToStaticMarkup(
    h(OtpInput, { name: "otp", id: "otp", length, hydrated, invalid: false, describedBy: "otp-note" }),
  );

/** The opening tags of every input in the markup. */
const inputs = (markup: string) => markup.match(/<input\b[^>]*>/g) ?? [];

describe("the code input", () => {
  it("is one wide text field for the whole code without JavaScript: number pad, autofill, digits only", () => {
    const [single, ...rest] = inputs(render(false));
    expect(rest).toHaveLength(0);
    for (const attribute of [
      'type="text"',
      'id="otp"',
      'name="otp"',
      'class="otp-single"',
      'inputMode="numeric"',
      'autoComplete="one-time-code"',
      'pattern="[0-9]{4}"',
      'maxLength="4"',
      'aria-describedby="otp-note"',
    ])
      expect(single).toContain(attribute);
  });

  it("has one text box per digit with JavaScript, the first taking the autofilled code, and posts one field", () => {
    const all = inputs(render(true, 6));
    const boxes = all.filter((tag) => tag.includes('type="text"'));
    expect(boxes).toHaveLength(6);
    expect(boxes[0]).toContain('autoComplete="one-time-code"');
    expect(boxes[0]).toContain('aria-label="Digit 1 of 6"');
    for (const box of boxes) expect(box).toContain('inputMode="numeric"');
    expect(all.filter((tag) => tag.includes('type="hidden"') && tag.includes('name="otp"'))).toHaveLength(1);
  });
});
