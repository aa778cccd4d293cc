// The form components as the server renders them (the page a traveller gets without JavaScript):
// labels, hints and errors tied together, the error summary focused and linking to the fields.
import type { SubmissionResult } from "@conform-to/react";
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { PassengerStepper } from "~/components/booking/passenger-stepper";
import { FormErrorSummary, FormField, LabelledField, PasswordField } from "./labelled-field";
import { useSchemaForm } from "./use-schema-form";

const schema = z.object({
  email: z.email({ error: "Please enter a valid email" }),
  nickname: z.string().max(20).optional(),
  password: z.string().min(8, { error: "Password must be at least 8 characters" }),
  adults: z.number().int().min(1, { error: "At least 1 adult must travel" }),
});

function render(
  body: (kit: ReturnType<typeof useSchemaForm<typeof schema>>) => React.ReactNode,
  lastResult?: SubmissionResult<string[]>,
): string {
  function Page() {
    const kit = useSchemaForm({ id: "trip", schema, lastResult, defaultValue: { adults: "1" } });
    return h("form", { id: "trip" }, body(kit));
  }
  return renderToStaticMarkup(h(Page));
}

/** The attributes of the first `tag` element with `attr="value"` in the markup (no DOM in unit tests). */
function element(markup: string, tag: string, attr: string, value: string): Record<string, string> | null {
  const pattern = new RegExp(`<${tag}\\b([^>]*\\b${attr}="${value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"[^>]*)>`);
  const match = markup.match(pattern);
  if (!match) return null;
  return Object.fromEntries([...match[1].matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map((m) => [m[1], m[2] ?? ""]));
}

const failed: SubmissionResult<string[]> = {
  status: "error",
  initialValue: { email: "ayu@", adults: "0" },
  error: { email: ["Please enter a valid email"], adults: ["At least 1 adult must travel"] },
};

describe("LabelledField", () => {
  it("ties its hint to a plain control even when the form did not", () => {
    const doc = render(([, fields]) =>
      h(LabelledField, {
        field: fields.nickname,
        label: "Nickname",
        hint: "Shown on your reviews.",
        children: h("input", { id: fields.nickname.id, name: fields.nickname.name }),
      }),
    );
    expect(element(doc, "input", "id", "trip-nickname")?.["aria-describedby"]).toBe("trip-nickname-description");
    expect(element(doc, "p", "id", "trip-nickname-description")).not.toBeNull();
    // The space sits inside the span: a space-only text node next to the label's text is dropped from its
    // accessible name by Chromium ("Nickname(Optional)").
    expect(doc).toContain('Nickname<span class="optional"> (Optional)</span></label>');
  });

  it("adds the error after a failed post, keeping the ids the control had", () => {
    const doc = render(
      ([, fields]) =>
        h(LabelledField, {
          field: fields.email,
          label: "Email",
          required: true,
          hint: "We send the receipt here.",
          children: h("input", { id: fields.email.id, name: fields.email.name, "aria-describedby": "email-note" }),
        }),
      failed,
    );
    expect(element(doc, "input", "id", "trip-email")?.["aria-describedby"]).toBe(
      "email-note trip-email-description trip-email-error",
    );
    expect(doc).toContain('<p class="field-error" id="trip-email-error">Please enter a valid email</p>');
  });

  it("leaves a wrapped control alone (the wrapper is not the control)", () => {
    const doc = render(([, fields]) =>
      h(LabelledField, {
        field: fields.nickname,
        label: "Nickname",
        hint: "Hint",
        children: h("div", { id: "wrapper" }),
      }),
    );
    expect(element(doc, "div", "id", "wrapper")?.["aria-describedby"]).toBeUndefined();
  });
});

describe("FormField and PasswordField", () => {
  it("label a sign-in field without a star or (Optional), the error tied to the input", () => {
    const doc = render(
      ([, fields]) => h(FormField, { field: fields.email, label: "Email", type: "email", autoComplete: "email" }),
      failed,
    );
    expect(doc).toContain('<label for="trip-email">Email</label>');
    const input = element(doc, "input", "id", "trip-email");
    expect(input?.["aria-invalid"]).toBe("true");
    expect(input?.["aria-describedby"]).toBe("trip-email-error");
    expect(input?.type).toBe("email");
  });

  it("gives the password toggle one fixed name and only a pressed state", () => {
    const withJs = render(([, fields]) =>
      h(PasswordField, { field: fields.password, label: "Password", hydrated: true }),
    );
    const toggle = element(withJs, "button", "class", "password-input__toggle");
    expect(toggle?.["aria-pressed"]).toBe("false");
    expect(withJs).toContain('Show<span class="visually-hidden"> password</span></button>');
    expect(withJs).not.toContain("Hide");
    const withoutJs = render(([, fields]) =>
      h(PasswordField, { field: fields.password, label: "Password", hydrated: false }),
    );
    expect(withoutJs).not.toContain("password-input__toggle");
  });
});

describe("FormErrorSummary", () => {
  it("after a failed post, takes focus on load and links each message to its field", () => {
    const doc = render(([form]) => h(FormErrorSummary, { form, lastResult: failed }), failed);
    const summary = element(doc, "div", "class", "error-summary");
    expect(summary).toMatchObject({ tabindex: "-1", autofocus: "", "aria-labelledby": "trip-error-summary-title" });
    expect(element(doc, "div", "role", "alert")?.id).toBe("trip-error");
    expect(doc).toContain('<a href="#trip-email">Please enter a valid email</a>');
    expect(doc).toContain('<a href="#trip-adults">At least 1 adult must travel</a>');
  });

  it("says the form's own message without a link", () => {
    const limited: SubmissionResult<string[]> = { status: "error", error: { "": ["Too many attempts."] } };
    const doc = render(([form]) => h(FormErrorSummary, { form, lastResult: limited }), limited);
    expect(doc).toContain("<li>Too many attempts.</li>");
  });

  it("is not on the page before a post", () => {
    const doc = render(([form]) => h(FormErrorSummary, { form, lastResult: undefined }));
    expect(doc).not.toContain("error-summary");
  });
});

describe("PassengerStepper", () => {
  const stepper = (hydrated: boolean, value?: string) =>
    render(
      ([, fields]) =>
        h(PassengerStepper, {
          field: fields.adults,
          label: "Adults",
          hint: "13+ years",
          min: 1,
          hydrated,
          onChange: () => {},
        }),
      value === undefined ? undefined : { status: "error", initialValue: { adults: value }, error: {} },
    );

  it("keeps the age band out of the label and reads it with the counter", () => {
    const doc = stepper(false);
    expect(doc).toContain('<label for="trip-adults">Adults</label>');
    expect(element(doc, "input", "id", "trip-adults")?.["aria-describedby"]).toBe("trip-adults-description");
    expect(doc).toContain('id="trip-adults-description">13+ years</p>');
  });

  it("keeps Fewer focusable at the minimum: aria-disabled, never disabled", () => {
    const doc = stepper(true);
    const fewer = element(doc, "button", "aria-label", "Fewer adults");
    expect(fewer?.["aria-disabled"]).toBe("true");
    expect(fewer).not.toHaveProperty("disabled");
    expect(element(doc, "button", "aria-label", "More adults")?.["aria-disabled"]).toBeUndefined();
  });

  it("enables Fewer above the minimum", () => {
    const doc = stepper(true, "3");
    expect(element(doc, "button", "aria-label", "Fewer adults")?.["aria-disabled"]).toBeUndefined();
  });
});
