// POST /api/tours in JSON: the body's schema (also for the OpenAPI document), how a JSON body becomes
// the tour form's fields, and the reply. The rules themselves are the tour form's (tourRequestSchema,
// read through Conform exactly as the page reads them): this module only checks that each field is
// something a form could have sent, text or a number, and turns it into text.
import { z } from "zod";
import type { PackageOption } from "~/planner/plan";
import { tourRequestFields } from "~/planner/tour-request";

export const TOUR_BODY_MESSAGES = {
  text: "Send this field as text",
  textOrNumber: "Send this field as a number or as text",
  object: "Send the tour request as a JSON object",
} as const;

type FieldName = keyof typeof tourRequestFields.shape;

/** The form rule's constraints as JSON Schema keywords, so the document states them without restating them. */
function documented(name: FieldName): Record<string, unknown> {
  const {
    $schema: _schema,
    type: _type,
    ...keywords
  } = z.toJSONSchema(tourRequestFields.shape[name], {
    io: "input",
  }) as Record<string, unknown>;
  return keywords;
}

const text = (name: FieldName) =>
  z.string({ error: TOUR_BODY_MESSAGES.text }).nullable().optional().meta(documented(name));
const count = (name: FieldName) =>
  z
    .union([z.number(), z.string(), z.null()], { error: TOUR_BODY_MESSAGES.textOrNumber })
    .optional()
    .meta(documented(name));

// `satisfies` makes a field added to the form's schema a type error here until the API takes it too.
const bodyFields = {
  destination: text("destination"),
  premium: text("premium"),
  startDate: text("startDate"),
  endDate: text("endDate"),
  adults: count("adults"),
  children: count("children"),
  infants: count("infants"),
  specialRequests: text("specialRequests"),
  paymentMethod: text("paymentMethod"),
  describe: text("describe"),
} satisfies Record<FieldName, z.ZodType>;

/**
 * The JSON body of POST /api/tours: the tour request of spec section 3. destination, startDate and
 * endDate are required unless `describe` (a trip described in words) supplies them; counts may be
 * numbers or numeric text; other fields are ignored.
 */
export const tourRequestBodySchema = z
  .object(bodyFields, { error: TOUR_BODY_MESSAGES.object })
  .loose()
  .meta({
    title: "TourRequest",
    example: {
      destination: "Bali",
      premium: "premium",
      startDate: "2030-06-01",
      endDate: "2030-06-05",
      adults: 2,
      children: 1,
      specialRequests: "Temples and food",
      paymentMethod: "before",
    },
  });

export type TourRequestBody = z.output<typeof tourRequestBodySchema>;

/** The body as the form would have posted it: text fields, absent when null. */
export function tourFormDataOf(body: TourRequestBody): FormData {
  const formData = new FormData();
  for (const name of Object.keys(tourRequestFields.shape) as FieldName[]) {
    const value = body[name];
    if (value != null) formData.set(name, String(value));
  }
  return formData;
}

const placeJson = z.object({ name: z.string(), description: z.string() });

/** One planned option as the reply sends it (spec section 3, "tour package result"). */
export const tourOptionJsonSchema = z.object({
  id: z.string().meta({ description: "The option's id within the plan; book it with tourId and this id." }),
  tourId: z.uuid().meta({
    description: "The saved plan: an old client that sends this option back as `package` books it as planned.",
  }),
  name: z.string(),
  summary: z.string(),
  theme: z.string(),
  places: z.array(placeJson),
  days: z.int(),
  nights: z.int(),
  priceIDR: z.int().meta({ description: "Per adult, whole rupiah, for the party asked about." }),
  priceUSD: z.int().meta({ description: "Per adult, approximate." }),
  totalIDR: z.int().meta({ description: "For the whole party: children 7-12 pay 70 %, infants nothing." }),
  totalUSD: z.int(),
  guideIncluded: z.boolean(),
  transportIncluded: z.boolean(),
  dateRange: z.string(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  notes: z.string(),
  hotelClass: z.string(),
  itinerary: z.array(
    z.object({
      day: z.int(),
      date: z.string(),
      area: z.string(),
      places: z.array(z.object({ name: z.string(), reason: z.string() })),
      note: z.string().optional(),
    }),
  ),
});

export type TourOptionJson = z.infer<typeof tourOptionJsonSchema>;

export function tourOptionJson(option: PackageOption, tourId: string): TourOptionJson {
  return {
    id: option.id,
    tourId,
    name: option.name,
    summary: option.summary,
    theme: option.theme,
    places: option.places.map((place) => ({ name: place.name, description: place.description })),
    days: option.days,
    nights: option.nights,
    priceIDR: option.priceIDR,
    priceUSD: option.priceUSD,
    totalIDR: option.totalIDR,
    totalUSD: option.totalUSD,
    guideIncluded: option.guideIncluded,
    transportIncluded: option.transportIncluded,
    dateRange: option.dateRange,
    startDate: option.startDate,
    endDate: option.endDate,
    notes: option.notes,
    hotelClass: option.hotelClass,
    itinerary: option.itinerary.map((day) => ({
      day: day.day,
      date: day.date,
      area: day.area,
      places: day.places.map((place) => ({ name: place.name, reason: place.reason })),
      ...(day.note ? { note: day.note } : {}),
    })),
  };
}

/** The reply of POST /api/tours. */
export const tourPlanReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(tourOptionJsonSchema),
  tourId: z.uuid().meta({ description: "The saved plan, kept 30 days; its results page is `resultsUrl`." }),
  resultsUrl: z.string(),
  expiresAt: z.iso.datetime(),
});

/** A refused tour request (400): field errors, and for an unknown destination the close ones. */
export const tourPlanErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  suggestions: z.array(z.string()).optional(),
});
