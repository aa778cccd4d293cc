// The catalogue's search and filters: one GET form that works without JavaScript ("Search", "Show
// packages"), and with it updates the results as a filter changes (typed words and prices after a
// pause), the address following each view so it can be shared. On a phone the filters fold away
// behind "Filters" (a <details>, which needs no script); on a desktop they stand in a side column.
import { Form, Link, useNavigation, useSubmit } from "@remix-run/react";
import {
  type ChangeEvent,
  type FormEvent,
  type MutableRefObject,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import {
  CATALOGUE_PATH,
  DURATIONS,
  type FormValues,
  MAX_CATALOGUE_QUERY_CHARS,
  PRICE_ON_REQUEST,
  SEARCH_PARAMS,
  SORTS,
  submittedParams,
} from "~/catalogue/package-search";
import { REGIONS, THEMES } from "~/catalogue/themes";

export const FINDER_FORM_ID = "package-finder";
/** Typing pauses this long before the results follow the words or prices typed. */
const TYPING_PAUSE_MS = 350;
/** Where the filters stand beside the results instead of folding away (as in catalogue.css). */
const SIDE_COLUMN_QUERY = "(min-width: 960px)";

const priceMessage = "Not an amount in rupiah, so it is ignored. Write it like 5.000.000.";

function isTypedField(element: EventTarget | null): element is HTMLInputElement {
  return element instanceof HTMLInputElement && (element.type === "search" || element.type === "text");
}

/**
 * Submits the form as its fields change: at once for a choice, after a pause for typing; each change
 * replaces the history entry (the back button leaves the catalogue rather than undoing each tick).
 */
export function useLiveFinder() {
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const edits = useRef<FinderEdits>({ count: 0, typing: new Set() });
  // Whether a view is loading, for the typing pause: words sent while a "remove" link's view loads would
  // cancel it with the filters as they were, so they wait for it (its fields follow, the words are kept).
  const navigationState = useNavigation().state;
  const loading = useRef(false);
  useEffect(() => {
    loading.current = navigationState !== "idle";
  }, [navigationState]);

  const send = useCallback(
    (replace: boolean) => {
      clearTimeout(timer.current);
      edits.current.typing.clear();
      const form = formRef.current;
      if (!form) return;
      submit(submittedParams(new FormData(form)), {
        method: "get",
        action: CATALOGUE_PATH,
        replace,
        preventScrollReset: true,
      });
    },
    [submit],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  const sendTypedWords = useCallback(() => {
    if (!loading.current) send(true);
    else timer.current = setTimeout(sendTypedWords, TYPING_PAUSE_MS);
  }, [send]);

  const onChange = useCallback(
    (event: FormEvent<HTMLFormElement> | ChangeEvent<HTMLSelectElement>) => {
      edits.current.count += 1;
      if (isTypedField(event.target)) {
        clearTimeout(timer.current);
        edits.current.typing.add(event.target.name);
        timer.current = setTimeout(sendTypedWords, TYPING_PAUSE_MS);
      } else send(true);
    },
    [send, sendTypedWords],
  );

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      edits.current.count += 1;
      send(false);
      // On a phone, "Show packages" folds the filters away so the results are in view; focus stays on
      // "Filters" rather than on a button that has gone.
      const details = detailsRef.current;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      if (details?.open && submitter && details.contains(submitter) && !window.matchMedia(SIDE_COLUMN_QUERY).matches) {
        details.open = false;
        details.querySelector("summary")?.focus();
      }
    },
    [send],
  );

  return { formRef, detailsRef, edits, onChange, onSubmit };
}

/** The traveller's changes to the form: how many so far, and the typed fields whose words wait for a pause. */
type FinderEdits = { count: number; typing: Set<string> };

/**
 * Keeps the fields in step with the address when it changes without them (a filter's "remove" link,
 * "Clear filters", the back button), leaving alone the field being typed in, and any field whose typed words
 * wait for their pause (they are then sent with the other fields as the address left them: a price removed by
 * its link stays removed). Only when the form
 * holds no newer choice than this view: no navigation pending and no change since the view was rendered. A field
 * changed while an earlier change was loading, or in the moment between the earlier results' rendering and this
 * effect, has sent its own, newer address, and the earlier one must not undo it (a region chosen just as
 * Family's results arrived was reset, and "Show packages" then lost it).
 */
function useFieldsFollowAddress(
  formRef: RefObject<HTMLFormElement | null>,
  edits: MutableRefObject<FinderEdits>,
  values: FormValues,
) {
  const key = JSON.stringify(values);
  const idle = useNavigation().state === "idle";
  // Read while rendering on purpose: the count as this view was computed, to compare with the count when
  // its effect runs (a change in between, and this view is already out of date).
  const editsAtRender = edits.current.count;
  useEffect(() => {
    const form = formRef.current;
    const now = edits.current;
    if (!form || !idle || now.count !== editsAtRender) return;
    const wanted = JSON.parse(key) as Record<string, string | string[]>;
    for (const element of Array.from(form.elements)) {
      if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) continue;
      const value = wanted[element.name];
      if (value === undefined) continue;
      if (isTypedField(element) && (element === document.activeElement || now.typing.has(element.name))) continue;
      if (element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio")) {
        element.checked = Array.isArray(value) ? value.includes(element.value) : value === element.value;
      } else if (typeof value === "string") {
        element.value = value;
      }
    }
  }, [formRef, edits, key, idle, editsAtRender]);
}

/** With JavaScript on a desktop, the filters are open beside the results (without it, CSS shows them). */
function useOpenBesideResults(detailsRef: RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    if (detailsRef.current && window.matchMedia(SIDE_COLUMN_QUERY).matches) detailsRef.current.open = true;
  }, [detailsRef]);
}

function Checkbox({ name, value, label, checked }: { name: string; value: string; label: string; checked: boolean }) {
  const id = `filter-${name}-${value}`;
  return (
    <div className="finder-check">
      <input type="checkbox" id={id} name={name} value={value} defaultChecked={checked} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

function PriceInput({
  name,
  label,
  value,
  invalid,
}: {
  name: "minPrice" | "maxPrice";
  label: string;
  value: string;
  invalid: boolean;
}) {
  const id = `filter-${name}`;
  return (
    <div className="field finder-price">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        name={name}
        inputMode="numeric"
        autoComplete="off"
        placeholder={name === "minPrice" ? "e.g. 3.000.000" : "e.g. 10.000.000"}
        maxLength={30}
        defaultValue={value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : "filter-price-hint"}
      />
      {invalid ? (
        <p className="field-error" id={`${id}-error`}>
          {priceMessage}
        </p>
      ) : null}
    </div>
  );
}

export type PackageFinderProps = {
  values: FormValues;
  /** The price fields whose text the page could not read. */
  ignored: Array<"minPrice" | "maxPrice">;
  activeFilterCount: number;
  clearFiltersHref: string;
  finder: ReturnType<typeof useLiveFinder>;
};

/** The search box and the filters: one GET form. */
export function PackageFinder({ values, ignored, activeFilterCount, clearFiltersHref, finder }: PackageFinderProps) {
  const { detailsRef } = finder;
  // Open at first when a price needs fixing, so the message is seen even on a phone without JavaScript.
  const [openAtFirst] = useState(ignored.length > 0);
  useFieldsFollowAddress(finder.formRef, finder.edits, values);
  useOpenBesideResults(detailsRef);

  return (
    <Form
      ref={finder.formRef}
      id={FINDER_FORM_ID}
      method="get"
      action={CATALOGUE_PATH}
      className="finder-form"
      onChange={finder.onChange}
      onSubmit={finder.onSubmit}
    >
      <div className="finder-search" role="search">
        <label htmlFor="catalogue-q" className="visually-hidden">
          Search by destination, name or theme
        </label>
        <input
          id="catalogue-q"
          type="search"
          name={SEARCH_PARAMS.query}
          defaultValue={values.q}
          // Short enough to show whole beside "Search" down to a 320 px phone (with catalogue.css's help there).
          placeholder="e.g. Komodo, diving"
          maxLength={MAX_CATALOGUE_QUERY_CHARS}
          enterKeyHint="search"
        />
        <button type="submit" className="button button--primary">
          Search
        </button>
      </div>

      <details ref={detailsRef} className="finder-filters" open={openAtFirst || undefined}>
        <summary className="finder-filters__summary">
          Filters
          {activeFilterCount > 0 ? (
            <span className="finder-filters__count">
              {activeFilterCount}
              <span className="visually-hidden"> active</span>
            </span>
          ) : null}
        </summary>
        <div className="finder-filters__body">
          <div className="field">
            <label htmlFor="filter-region">Island or region</label>
            <select id="filter-region" name={SEARCH_PARAMS.region} defaultValue={values.region}>
              <option value="">Anywhere in Indonesia</option>
              {REGIONS.map((region) => (
                <option key={region} value={region}>
                  {region}
                </option>
              ))}
            </select>
          </div>

          <fieldset className="finder-group">
            <legend>Price per adult (IDR)</legend>
            <div className="finder-prices">
              <PriceInput name="minPrice" label="From" value={values.minPrice} invalid={ignored.includes("minPrice")} />
              <PriceInput name="maxPrice" label="To" value={values.maxPrice} invalid={ignored.includes("maxPrice")} />
            </div>
            <p className="field-hint" id="filter-price-hint">
              Whole rupiah. Custom packages have no price to compare.
            </p>
            <Checkbox
              name={SEARCH_PARAMS.price}
              value={PRICE_ON_REQUEST}
              label="Only packages with price on request"
              checked={values.price === PRICE_ON_REQUEST}
            />
          </fieldset>

          <fieldset className="finder-group">
            <legend>Duration</legend>
            <div className="finder-options">
              {[
                ["", "Any length"] as const,
                ...Object.entries(DURATIONS).map(([key, d]) => [key, d.label] as const),
              ].map(([key, label]) => {
                const id = `filter-duration-${key.replace("+", "-plus") || "any"}`;
                return (
                  <div className="finder-check" key={id}>
                    <input
                      type="radio"
                      id={id}
                      name={SEARCH_PARAMS.duration}
                      value={key}
                      defaultChecked={values.duration === key}
                    />
                    <label htmlFor={id}>{label}</label>
                  </div>
                );
              })}
            </div>
          </fieldset>

          <fieldset className="finder-group" aria-describedby="filter-themes-hint">
            <legend>Themes</legend>
            <p className="field-hint" id="filter-themes-hint">
              Packages with every theme you tick.
            </p>
            <div className="finder-options finder-options--themes">
              {Object.entries(THEMES).map(([key, label]) => (
                <Checkbox
                  key={key}
                  name={SEARCH_PARAMS.themes}
                  value={key}
                  label={label}
                  checked={values.theme.includes(key)}
                />
              ))}
            </div>
          </fieldset>

          <div className="finder-filters__actions">
            <button type="submit" className="button button--primary">
              Show packages
            </button>
            {activeFilterCount > 0 ? (
              <Link to={clearFiltersHref} className="finder-clear" preventScrollReset>
                Clear filters
              </Link>
            ) : null}
          </div>
        </div>
      </details>
    </Form>
  );
}

/** The order of the results: a select that belongs to the filter form (it stands above the results). */
export function SortSelect({
  value,
  finder,
  showButton,
}: {
  value: string;
  finder: ReturnType<typeof useLiveFinder>;
  /** Without JavaScript a choice needs a button to take effect. */
  showButton: boolean;
}) {
  return (
    <div className="finder-sort">
      <label htmlFor="catalogue-sort">Sort by</label>
      <select
        id="catalogue-sort"
        name={SEARCH_PARAMS.sort}
        form={FINDER_FORM_ID}
        defaultValue={value}
        onChange={finder.onChange}
      >
        {Object.entries(SORTS).map(([key, label]) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </select>
      {showButton ? (
        <button type="submit" form={FINDER_FORM_ID} className="button button--ghost finder-sort__apply">
          Sort
        </button>
      ) : null}
    </div>
  );
}
