// The back office's departure forms on a package's page: add one, change a capacity, remove one. Each
// form posts its `intent`; rules that need today's date or the database are the service's.
import { z } from "zod";
import { DEPARTURE_CAPACITY_MAX, DEPARTURE_CAPACITY_MIN, departureMessages, isIsoDate } from "./departures";

export const DEPARTURE_INTENTS = ["add-departure", "set-capacity", "remove-departure"] as const;
export type DepartureIntent = (typeof DEPARTURE_INTENTS)[number];

const capacity = z
  .number({ error: departureMessages.capacity })
  .int(departureMessages.capacity)
  .min(DEPARTURE_CAPACITY_MIN, departureMessages.capacity)
  .max(DEPARTURE_CAPACITY_MAX, departureMessages.capacity);

const departureId = z
  .string({ error: departureMessages.gone })
  .max(36, { error: departureMessages.gone, abort: true })
  .pipe(z.uuid({ error: departureMessages.gone }));

export const addDepartureSchema = z.object({
  intent: z.literal("add-departure"),
  startsOn: z
    .string({ error: departureMessages.date })
    .max(10, { error: departureMessages.date, abort: true })
    .refine(isIsoDate, departureMessages.date),
  capacity,
});

export const setCapacitySchema = z.object({
  intent: z.literal("set-capacity"),
  departureId,
  capacity,
});

export const removeDepartureSchema = z.object({
  intent: z.literal("remove-departure"),
  departureId,
});
