// Rewrites the generated tables of docs/planner/*.md from the planner's data (app/planner/docs-tables.ts):
// the text between `<!-- generated:NAME -->` and `<!-- /generated:NAME -->`; the prose around the
// markers is left as written. Run after changing the data:
//   npm run docs:planner            rewrite the docs (laid out by prettier, so `prettier --check` passes)
//   npm run docs:planner -- --check exit 1, naming each stale table, without writing
// app/planner/docs-tables.test.ts fails while a doc's table differs from what the data renders.

import { readFileSync, writeFileSync } from "node:fs";
import * as prettier from "prettier";
import { PLANNER_DOCS, regenerateDoc, staleMessage } from "../app/planner/docs-tables";

const check = process.argv.includes("--check");

async function formatMarkdown(text: string, path: string): Promise<string> {
  const options = (await prettier.resolveConfig(path)) ?? {};
  return prettier.format(text, { ...options, filepath: path });
}

let staleDocs = 0;
for (const doc of PLANNER_DOCS) {
  const current = readFileSync(doc.path, "utf8");
  let regenerated: Awaited<ReturnType<typeof regenerateDoc>>;
  try {
    regenerated = await regenerateDoc(doc, current, formatMarkdown);
  } catch (error) {
    // Broken or missing markers: say which doc, and leave it as it is.
    console.error(`${doc.path}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const { text, stale } = regenerated;
  if (check) {
    if (stale.length) {
      staleDocs += 1;
      console.error(staleMessage(doc.path, stale));
    }
  } else if (text !== current) {
    writeFileSync(doc.path, text);
    console.log(`wrote ${doc.path}${stale.length ? ` (${stale.map((section) => section.name).join(", ")})` : ""}`);
  }
}

if (check) {
  if (staleDocs) process.exit(1);
  console.log(`The generated tables of ${PLANNER_DOCS.map((doc) => doc.path).join(", ")} match the data.`);
}
