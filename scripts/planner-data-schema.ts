// Writes the JSON Schema of each planner data file next to it (app/planner/data-files/*.schema.json),
// from the zod schemas in app/planner/data-files/schema.ts. Run after changing a schema:
//   npx tsx scripts/planner-data-schema.ts
// app/planner/data-files/schema.test.ts fails while a checked-in JSON Schema differs from its zod schema.

import { writeFileSync } from "node:fs";
import * as prettier from "prettier";
import { jsonSchemaOf, PLANNER_DATA_FILES } from "../app/planner/data-files/json-schema";

for (const file of PLANNER_DATA_FILES) {
  const options = (await prettier.resolveConfig(file.jsonSchema)) ?? {};
  const text = await prettier.format(JSON.stringify(jsonSchemaOf(file)), { ...options, filepath: file.jsonSchema });
  writeFileSync(file.jsonSchema, text);
  console.log(`wrote ${file.jsonSchema}`);
}
