// The tour form as the server renders it (what a traveller without JavaScript gets): the infants field,
// the party read from a pre-filled text, the check step, and quick picks that are buttons.
import type { SubmissionResult } from "@conform-to/react";
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { TourForm, type TourFormProps } from "./tour-form";

async function render(props: Partial<TourFormProps> = {}): Promise<string> {
  const routes = [
    {
      path: "/tourgenarations",
      Component: () =>
        h(TourForm, { today: "2030-01-01", prefill: {}, quickPicks: ["Bali", "Paris"], ...props } as TourFormProps),
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/tourgenarations"));
  if (context instanceof Response) throw new Error("unexpected response");
  return renderToStaticMarkup(
    h(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context }),
  );
}

/** The opening tag of the first element with `attr="value"`. */
function tag(markup: string, attr: string, value: string): string {
  const at = markup.indexOf(`${attr}="${value}"`);
  if (at < 0) return "";
  return markup.slice(markup.lastIndexOf("<", at), markup.indexOf(">", at) + 1);
}

/** The value of the option the server marked selected in the select named `name`. */
function selected(markup: string, name: string): string | undefined {
  const start = markup.indexOf(`name="${name}"`);
  const end = markup.indexOf("</select>", start);
  return markup.slice(start, end).match(/<option value="(\d+)" selected="">/)?.[1];
}

describe("the tour form without JavaScript", () => {
  it("asks for infants, 0 to 5, next to adults and children", async () => {
    const markup = await render();
    expect(tag(markup, "name", "infants")).toMatch(/^<select/);
    for (const label of ["0 Infants", "1 Infant", "5 Infants"]) expect(markup).toContain(`>${label}</option>`);
    expect(markup).not.toContain(">6 Infants<");
    expect(selected(markup, "infants")).toBe("0");
    expect(markup).toContain("<legend>Who&#x27;s travelling</legend>");
  });

  it("makes quick picks buttons that send the form back by GET, after a hidden Create Tour that Enter presses", async () => {
    const markup = await render();
    const paris = tag(markup, "value", "Paris");
    expect(paris).toMatch(/^<button/);
    expect(paris).toContain('type="submit"');
    expect(paris).toContain('name="pick"');
    // HTML attribute names are case-insensitive; React writes this one as it is spelt in JSX.
    expect(paris.toLowerCase()).toContain('formmethod="get"');
    expect(paris).toContain("formnovalidate");
    // The form's first submit button, which Enter in a field presses, is a hidden Create Tour.
    const firstSubmit = markup.slice(markup.indexOf("<button"), markup.indexOf(">", markup.indexOf("<button")) + 1);
    expect(firstSubmit).toContain('type="submit"');
    expect(firstSubmit).toContain('class="visually-hidden"');
    expect(firstSubmit).toContain('tabindex="-1"');
    expect(markup.indexOf("<button")).toBeLessThan(markup.indexOf('name="pick"'));
  });

  it("names each level's radio by the level alone and describes it by the rest, and ties every hint", async () => {
    const markup = await render();
    const premium = tag(markup, "id", "tour-premium-premium");
    expect(premium).toMatch(/^<input/);
    expect(premium).toContain('aria-labelledby="tour-premium-premium-name"');
    expect(premium).toContain('aria-describedby="tour-premium-premium-description"');
    expect(markup).toContain('<span class="level-card__name" id="tour-premium-premium-name">Premium</span>');
    expect(markup).toContain(
      '<span class="level-card__description" id="tour-premium-premium-description">Enhanced experience with premium services</span>',
    );
    expect(tag(markup, "id", "tour-paymentMethod-before")).toContain(
      'aria-labelledby="tour-paymentMethod-before-name"',
    );
    // Hints apart from their labels, read as the fields' descriptions.
    expect(markup).toContain(
      '<label for="tour-adults">Adults<span class="required" aria-hidden="true"> *</span></label>',
    );
    expect(tag(markup, "id", "tour-adults")).toContain('aria-describedby="tour-adults-description"');
    expect(markup).toContain('<p class="field-hint" id="tour-adults-description">13+ years</p>');
    expect(markup).toContain('Special requests<span class="optional"> (Optional)</span></label>');
  });

  it("shows the party a pre-filled text describes, with the sentence to check and the reading's key", async () => {
    const markup = await render({ prefill: { describe: "Bali with our 6-year-old", destination: "Bali" } });
    expect(selected(markup, "infants")).toBe("1");
    expect(selected(markup, "children")).toBe("0");
    expect(markup).toContain("We read: 2 adults, 1 infant (6) — change it if that&#x27;s wrong.");
    expect(tag(markup, "name", "partyRead")).toContain('value="6"');
    // The party fields point at the sentence.
    expect(tag(markup, "class", "party-fields")).toContain('aria-describedby="tour-party-note"');
  });

  it("says nothing when the texts name no child", async () => {
    const markup = await render({ prefill: { describe: "temples and food" } });
    expect(markup).toContain(
      '<p class="party-note" id="tour-party-note" aria-live="polite" data-testid="party-note"></p>',
    );
    expect(tag(markup, "name", "partyRead")).toContain('value=""');
  });

  it("shows the check step, focused, when the server read a party the traveller has not seen", async () => {
    const lastResult: SubmissionResult<string[]> = {
      status: "success",
      initialValue: {
        destination: "Bali",
        adults: "2",
        children: "2",
        infants: "0",
        specialRequests: "kids aged 8 and 10",
        partyRead: "8,10",
      },
    };
    const markup = await render({
      lastResult,
      partyCheck: { message: "We read: 2 adults, 2 children (8 and 10) — change it if that's wrong." },
    });
    const notice = tag(markup, "data-testid", "party-check");
    expect(notice).toMatch(/^<section/);
    expect(notice).toContain('tabindex="-1"');
    expect(markup).toContain("Please check who&#x27;s travelling");
    expect(selected(markup, "children")).toBe("2");
    expect(tag(markup, "name", "partyRead")).toContain('value="8,10"');
    expect(markup).toContain('href="#tour-adults"');
  });
});
