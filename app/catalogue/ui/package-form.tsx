// The back office's package form, for creating and editing alike: a multipart form that works without
// JavaScript (the server checks everything again with the same schema) and validates as staff type
// once hydrated.
import {
  type FieldMetadata,
  getCollectionProps,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { ILLUSTRATIONS } from "~/catalogue/illustrations";
import {
  DAYS_MAX,
  DAYS_MIN,
  LIST_ITEM_MAX_LENGTH,
  LIST_MAX_ITEMS,
  packageFormSchema,
  PLACES_MAX,
} from "~/catalogue/package-form-schema";
import { type PackageImage, PHOTO_MIN_WIDTH } from "~/catalogue/package-image";
import { REGIONS, THEMES } from "~/catalogue/themes";
import { FieldError, FormErrorBox, LabelledField } from "~/components/form/labelled-field";
import { UPLOAD_MAX_BYTES } from "~/uploads/upload-limits";
import { formLevelError, useIsSubmitting } from "~/utils/hooks";

type Field = FieldMetadata<unknown>;

function input(field: Field, type: "text" | "url" | "number", extra: Record<string, unknown> = {}, hasHint = false) {
  const { key, ...props } = getInputProps(field as FieldMetadata<string>, {
    type,
    ariaDescribedBy: hasHint ? field.descriptionId : undefined,
  });
  return <input key={key} {...props} {...extra} />;
}

function textarea(field: Field, rows: number, hasHint = false) {
  const { key, ...props } = getTextareaProps(field as FieldMetadata<string>, {
    ariaDescribedBy: hasHint ? field.descriptionId : undefined,
  });
  return <textarea key={key} {...props} rows={rows} />;
}

function Checkbox({ field, label }: { field: Field; label: string }) {
  const { key, ...props } = getInputProps(field as FieldMetadata<boolean>, { type: "checkbox" });
  return (
    <div className="checkbox-line">
      <input key={key} {...props} />
      <label htmlFor={field.id}>{label}</label>
      <FieldError field={field} />
    </div>
  );
}

export type PackageFormProps = {
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue: Record<string, string | string[] | undefined>;
  submitLabel: string;
  pendingLabel: string;
  /** The package's uploaded photo, on the edit page. */
  currentPhoto?: (PackageImage & { alt: string }) | null;
};

const LIST_HINT = `One per line, at most ${LIST_MAX_ITEMS} lines of ${LIST_ITEM_MAX_LENGTH} characters.`;

export function PackageForm({ lastResult, defaultValue, submitLabel, pendingLabel, currentPhoto }: PackageFormProps) {
  const submitting = useIsSubmitting();
  const [form, fields] = useForm({
    id: "package",
    lastResult,
    defaultValue,
    constraint: getZodConstraint(packageFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: packageFormSchema }),
  });
  const chosenIllustration = String(fields.imageUrl.value ?? defaultValue.imageUrl ?? "");
  const { key: selectKey, ...selectProps } = getSelectProps(fields.imageUrl, {
    ariaDescribedBy: fields.imageUrl.descriptionId,
  });
  const { key: regionKey, ...regionProps } = getSelectProps(fields.region, {
    ariaDescribedBy: fields.region.descriptionId,
  });
  const themeBoxes = getCollectionProps(fields.themes as FieldMetadata<string[]>, {
    type: "checkbox",
    options: Object.keys(THEMES),
  });
  const { key: photoKey, ...photoProps } = getInputProps(fields.photo as FieldMetadata<string>, {
    type: "file",
    ariaDescribedBy: fields.photo.descriptionId,
  });

  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="package-form">
      <FormErrorBox id={form.errorId} message={formLevelError(lastResult)} />
      <p className="field-hint">
        Fields marked <span className="required">*</span> are required.
      </p>

      <fieldset className="package-form__group">
        <legend>
          <h2>The package</h2>
        </legend>
        <LabelledField
          field={fields.packageName}
          label="Package name"
          required
          hint="Unique, whatever the letter case; it is part of the checkout address."
        >
          {input(fields.packageName, "text", { autoComplete: "off" }, true)}
        </LabelledField>
        <div className="package-form__row package-form__row--two">
          <LabelledField field={fields.destination} label="Destination" required>
            {input(fields.destination, "text")}
          </LabelledField>
          <LabelledField
            field={fields.region}
            label="Island or region"
            required
            hint="Travellers filter the catalogue by it."
          >
            <select key={regionKey} {...regionProps}>
              <option value="">Choose…</option>
              {REGIONS.map((region) => (
                <option key={region} value={region}>
                  {region}
                </option>
              ))}
            </select>
          </LabelledField>
        </div>
        <div className="package-form__row package-form__row--two">
          <LabelledField
            field={fields.duration}
            label="Duration"
            required
            hint="As travellers read it, e.g. 5 Days / 4 Nights."
          >
            {input(fields.duration, "text", {}, true)}
          </LabelledField>
          <LabelledField field={fields.days} label="Days" required hint={`${DAYS_MIN} to ${DAYS_MAX}.`}>
            {input(fields.days, "number", { inputMode: "numeric" }, true)}
          </LabelledField>
        </div>
        <fieldset
          className="field package-form__group"
          aria-describedby={[fields.themes.descriptionId, fields.themes.errors ? fields.themes.errorId : null]
            .filter(Boolean)
            .join(" ")}
        >
          <legend>
            Themes <span className="optional">(Optional)</span>
          </legend>
          <p className="field-hint" id={fields.themes.descriptionId}>
            What the tour is for: travellers tick these to find it, and a search finds it by these words.
          </p>
          <div className="package-form__checks">
            {themeBoxes.map(({ key, ...props }) => (
              <div className="checkbox-line" key={key}>
                <input {...props} />
                <label htmlFor={props.id}>{THEMES[props.value as keyof typeof THEMES]}</label>
              </div>
            ))}
          </div>
          <FieldError field={fields.themes} />
        </fieldset>
        <LabelledField
          field={fields.price}
          label="Price per adult (IDR)"
          hint="Whole rupiah, e.g. 6.900.000. Leave it empty for a custom package: travellers see “Price on request” and the team quotes each booking."
        >
          {input(fields.price, "text", { inputMode: "numeric", autoComplete: "off" }, true)}
        </LabelledField>
        <LabelledField field={fields.websiteLink} label="Website link" required hint="An https:// address.">
          {input(fields.websiteLink, "url", {}, true)}
        </LabelledField>
        <LabelledField field={fields.summary} label="Summary" required hint="One or two sentences for the card.">
          {textarea(fields.summary, 3, true)}
        </LabelledField>
        <LabelledField field={fields.description} label="Description">
          {textarea(fields.description, 6)}
        </LabelledField>
      </fieldset>

      <fieldset className="package-form__group">
        <legend>
          <h2>What the tour offers</h2>
        </legend>
        <LabelledField field={fields.highlights} label="Highlights" hint={LIST_HINT}>
          {textarea(fields.highlights, 5, true)}
        </LabelledField>
        <div className="package-form__row package-form__row--two">
          <LabelledField field={fields.inclusions} label="Inclusions" hint={LIST_HINT}>
            {textarea(fields.inclusions, 5, true)}
          </LabelledField>
          <LabelledField field={fields.exclusions} label="Exclusions" hint={LIST_HINT}>
            {textarea(fields.exclusions, 5, true)}
          </LabelledField>
        </div>
        <LabelledField
          field={fields.places}
          label="Places"
          hint={`One place per line: Name — description (an em dash, or a spaced hyphen). At most ${PLACES_MAX}.`}
        >
          {textarea(fields.places, 6, true)}
        </LabelledField>
        <div className="package-form__checks">
          <Checkbox field={fields.guideIncluded} label="Private guide included" />
          <Checkbox field={fields.transportIncluded} label="Transport included" />
        </div>
        <LabelledField
          field={fields.notes}
          label="Notes"
          hint="Season, fitness, what to bring: shown with the inclusions."
        >
          {textarea(fields.notes, 3, true)}
        </LabelledField>
      </fieldset>

      <fieldset className="package-form__group">
        <legend>
          <h2>Picture</h2>
        </legend>
        {currentPhoto ? (
          <figure className="package-form__photo">
            <img
              src={currentPhoto.src}
              srcSet={currentPhoto.srcSet}
              sizes="(min-width: 700px) 320px, 100vw"
              alt={currentPhoto.alt}
              width="320"
              height="200"
            />
            <figcaption>The uploaded photo travellers see now.</figcaption>
          </figure>
        ) : null}
        <LabelledField
          field={fields.photo}
          label={currentPhoto ? "Replace the photo" : "Upload a photo"}
          hint={`JPEG, PNG or WebP, at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB and at least ${PHOTO_MIN_WIDTH} pixels wide. It is resized for every screen; camera details and location are removed. If the form comes back with an error, choose the file again.`}
        >
          <input key={photoKey} {...photoProps} accept="image/jpeg,image/png,image/webp" />
        </LabelledField>
        {currentPhoto ? (
          <Checkbox field={fields.removePhoto} label="Remove the photo and show the illustration" />
        ) : null}
        <div className="package-form__illustration">
          <LabelledField
            field={fields.imageUrl}
            label="Illustration"
            required
            hint="Shown when the package has no photo."
          >
            <select key={selectKey} {...selectProps}>
              {ILLUSTRATIONS.map((illustration) => (
                <option key={illustration.url} value={illustration.url}>
                  {illustration.label}
                </option>
              ))}
            </select>
          </LabelledField>
          {chosenIllustration ? (
            <img className="package-form__preview" src={chosenIllustration} alt="" width="160" height="100" />
          ) : null}
        </div>
        <LabelledField
          field={fields.imageAlt}
          label="Picture description"
          required
          hint="What the picture shows, for travellers using a screen reader."
        >
          {input(fields.imageAlt, "text", {}, true)}
        </LabelledField>
      </fieldset>

      <button type="submit" name="intent" value="save" className="button button--primary" disabled={submitting}>
        {submitting ? pendingLabel : submitLabel}
      </button>
    </Form>
  );
}
