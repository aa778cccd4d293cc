// The JSON Schema of each planner data file, from the shape of its zod schema, so an editor checks the
// file while it is typed (the file's "$schema" points to it). scripts/planner-data-schema.ts writes
// them next to the data; schema.test.ts holds the checked-in files equal to what this returns.

import { z } from "zod";
import {
  CALENDARS_FILE,
  calendarsShape,
  DAY_RATES_FILE,
  dayRatesShape,
  ROOM_RATES_FILE,
  roomRatesShape,
} from "./schema";

const CROSS_CHECKS =
  "Editors check the form of each field. Real dates, unique ids, ids that exist in the knowledge base and " +
  "complete tables are checked when the app starts and by `npx vitest run app/planner/data-files`.";

export const PLANNER_DATA_FILES = [
  {
    data: CALENDARS_FILE,
    jsonSchema: "app/planner/data-files/calendars.schema.json",
    shape: calendarsShape,
    title: "Kelana planner calendars: holidays, island closures, place rules, visit windows, peak periods",
  },
  {
    data: DAY_RATES_FILE,
    jsonSchema: "app/planner/data-files/day-rates.schema.json",
    shape: dayRatesShape,
    title: "Kelana planner day rates: cars, jeeps, boats and ferries",
  },
  {
    data: ROOM_RATES_FILE,
    jsonSchema: "app/planner/data-files/room-rates.schema.json",
    shape: roomRatesShape,
    title: "Kelana planner room rates by hotel class",
  },
] as const;

export type PlannerDataFile = (typeof PLANNER_DATA_FILES)[number];

/** Draft-07, the draft editors support best. */
export function jsonSchemaOf(file: PlannerDataFile): Record<string, unknown> {
  const { $schema, ...rest } = z.toJSONSchema(file.shape, { target: "draft-7" });
  return { $schema, title: file.title, description: `${file.data}. ${CROSS_CHECKS}`, ...rest };
}
