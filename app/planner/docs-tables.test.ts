import { readFileSync } from "node:fs";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
import { HOLIDAYS, ISLAND_CLOSURES, PEAK_PERIODS, PLACE_RULES, VISIT_WINDOWS } from "./calendar-data";
import { ROOM_RATES } from "./data-files/room-rates";
import {
  describePlaceRuleWhen,
  escapeMarkdown,
  formatDate,
  generatedSections,
  markdownTable,
  PLANNER_DOCS,
  type PlannerDoc,
  regenerateDoc,
  ROOM_CLASS_NAMES,
  staleMessage,
  staleSections,
  withGeneratedSections,
} from "./docs-tables";
import { MANDATORY_FEES } from "./fees";
import { DAY_RATES } from "./transport-rates";
import { TRAVEL } from "./travel-times";

async function formatMarkdown(text: string, path: string): Promise<string> {
  const options = (await prettier.resolveConfig(path)) ?? {};
  return prettier.format(text, { ...options, filepath: path });
}

function docNamed(path: string): PlannerDoc {
  const doc = PLANNER_DOCS.find((entry) => entry.path === path);
  if (!doc) throw new Error(`${path} is not a planner doc`);
  return doc;
}

const docText = new Map(PLANNER_DOCS.map((doc) => [doc.path, readFileSync(doc.path, "utf8")]));

/**
 * The body rows of the tables in a generated section of a doc, as a reader sees them: each table's header
 * and separator left out, cells split on unescaped pipes and unescaped.
 */
function tableRows(path: string, section: string): string[][] {
  const text = generatedSections(docText.get(path) ?? "").get(section)?.text;
  if (text === undefined) throw new Error(`${path} has no generated:${section} section`);
  const lines = text.split("\n");
  return lines
    .filter(
      (line, index) => line.startsWith("|") && lines[index - 1]?.startsWith("|") && lines[index - 2]?.startsWith("|"),
    )
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => unescapeMarkdown(cell.trim())),
    );
}

function unescapeMarkdown(text: string): string {
  return text.replace(/\\([\\|*~_])/g, "$1");
}

function withSource(source: string, checked: string): string {
  return `${source} (${checked})`;
}

describe("docs/planner tables", () => {
  for (const doc of PLANNER_DOCS) {
    it(`${doc.path} shows the tables the data renders today`, async () => {
      const { stale } = await regenerateDoc(doc, docText.get(doc.path) ?? "", formatMarkdown);
      expect(stale, staleMessage(doc.path, stale)).toEqual([]);
    });
  }

  it("lists every holiday, island closure by name, place rule with its estimate flag, visit window and peak with its source", () => {
    const path = "docs/planner/calendars.md";
    const holidays = tableRows(path, "holidays");
    expect(holidays).toHaveLength(HOLIDAYS.length);
    for (const holiday of HOLIDAYS) {
      expect(holiday.source.trim(), holiday.name).not.toBe("");
      const row = holidays.find((cells) => cells[0] === holiday.name && cells[1] === formatDate(holiday.date));
      expect(row?.[4], `${holiday.name} in ${path}`).toBe(withSource(holiday.source, holiday.checked));
    }

    const closures = tableRows(path, "island-closures");
    expect(closures).toHaveLength(ISLAND_CLOSURES.length);
    for (const closure of ISLAND_CLOSURES) {
      expect(closure.source.trim(), closure.id).not.toBe("");
      const row = closures.find((cells) => cells[0] === closure.name && cells[1] === `\`${closure.id}\``);
      expect(row?.[7], `${closure.id} in ${path}`).toBe(withSource(closure.source, closure.checked));
    }

    const rules = tableRows(path, "place-rules");
    expect(rules).toHaveLength(PLACE_RULES.length);
    for (const rule of PLACE_RULES) {
      expect(rule.source.trim(), rule.id).not.toBe("");
      const row = rules.find(
        (cells) => cells[0].endsWith(`(\`${rule.placeId}\`)`) && cells[1] === describePlaceRuleWhen(rule.when),
      );
      expect(row?.[3], `${rule.id} in ${path}`).toBe(rule.reason);
      expect(row?.[4], `${rule.id} in ${path}`).toBe(rule.estimate ? "yes" : "no");
      expect(row?.[5], `${rule.id} in ${path}`).toBe(withSource(rule.source, rule.checked));
    }
    expect(rules.some((cells) => cells[4] === "yes")).toBe(true);

    const windows = tableRows(path, "visit-windows");
    expect(windows).toHaveLength(VISIT_WINDOWS.length);
    for (const window of VISIT_WINDOWS) {
      expect(window.source.trim(), window.placeId).not.toBe("");
      const row = windows.find((cells) => cells[0].endsWith(`(\`${window.placeId}\`)`));
      expect(row?.[3], `${window.placeId} in ${path}`).toBe(withSource(window.source, window.checked));
    }

    const peaks = tableRows(path, "peak-periods");
    expect(peaks).toHaveLength(PEAK_PERIODS.length);
    for (const period of PEAK_PERIODS) {
      expect(period.source.trim(), period.id).not.toBe("");
      const row = peaks.find((cells) => cells[0] === period.name);
      expect(row?.[3], `${period.id} in ${path}`).toBe(withSource(period.source, period.checked));
    }
  });

  it("lists every day rate, room rate and mandatory fee with its source", () => {
    const path = "docs/planner/day-rates.md";
    const rates = tableRows(path, "day-rates");
    expect(rates).toHaveLength(DAY_RATES.length);
    for (const rate of DAY_RATES) {
      expect(rate.source.trim(), rate.id).not.toBe("");
      const row = rates.find((cells) => cells[0] === rate.id);
      expect(row?.[8], `${rate.id} in ${path}`).toBe(withSource(rate.source, rate.checked));
    }

    const rooms = tableRows(path, "room-nights");
    expect(rooms).toHaveLength(ROOM_RATES.rooms.length);
    for (const room of ROOM_RATES.rooms) {
      expect(room.source.trim(), room.class).not.toBe("");
      const row = rooms.find((cells) => cells[0] === ROOM_CLASS_NAMES[room.class]);
      expect(row?.[6], `${room.class} in ${path}`).toBe(withSource(room.source, room.checked));
    }

    const fees = tableRows(path, "mandatory-fees");
    expect(fees).toHaveLength(MANDATORY_FEES.length);
    for (const fee of MANDATORY_FEES) {
      expect(fee.source.trim(), fee.id).not.toBe("");
      const row = fees.find((cells) => cells[0] === fee.id);
      expect(row?.[10], `${fee.id} in ${path}`).toBe(
        `${withSource(fee.source, fee.checked)}${fee.note ? ` — ${fee.note}` : ""}`,
      );
    }
  });

  it("lists every travel row with a numbered source that the Sources list spells out", () => {
    const path = "docs/planner/travel-times.md";
    const sourcesText = generatedSections(docText.get(path) ?? "").get("sources")?.text ?? "";
    const sources = new Map(
      [...sourcesText.matchAll(/^- \*\*(S\d+)\*\* \([^)]*\): (.*)$/gm)].map((match) => [
        match[1],
        unescapeMarkdown(match[2]),
      ]),
    );
    // The travel-row tables are the only ones with seven columns.
    const rows = tableRows(path, "destinations").filter((cells) => cells.length === 7);
    expect(rows).toHaveLength(TRAVEL.reduce((count, travel) => count + travel.rows.length, 0));
    for (const travel of TRAVEL) {
      for (const entry of travel.rows) {
        const name = `${travel.destinationId}: ${entry.from} – ${entry.to}`;
        expect(entry.source.trim(), name).not.toBe("");
        const row = rows.find(
          (cells) => cells[0] === entry.from && cells[1] === entry.to && cells[2] === String(entry.minutes),
        );
        const ref = row?.[5].match(/^\[(S\d+)\]$/)?.[1];
        expect(ref, `${name} in ${path}`).toBeDefined();
        expect(sources.get(ref ?? ""), `${name}'s source [${ref}] in ${path}`).toBe(entry.source);
      }
    }
  });
});

describe("generated sections", () => {
  const doc = [
    "# Rates",
    "",
    "Written by hand.",
    "",
    "<!-- generated:rates -->",
    "",
    "| id | IDR |",
    "| --- | ---: |",
    "| car | 850,000 |",
    "",
    "<!-- /generated:rates -->",
    "",
    "Also by hand.",
    "",
  ].join("\n");

  it("finds nothing stale when the doc shows what the data renders", () => {
    expect(staleSections(doc, doc)).toEqual([]);
  });

  it("names the table, its first differing line and the command when a doc was edited by hand", () => {
    const tampered = doc.replace("| car | 850,000 |", "| car | 950,000 |");
    const stale = staleSections(tampered, doc);
    expect(stale).toEqual([{ name: "rates", line: 3, expected: "| car | 850,000 |", found: "| car | 950,000 |" }]);
    const message = staleMessage("docs/planner/day-rates.md", stale);
    expect(message).toContain("docs/planner/day-rates.md");
    expect(message).toContain('"rates"');
    expect(message).toContain("run npm run docs:planner");
  });

  it("finds a hand-edited rate in the real day-rates doc once it is laid out again", async () => {
    const path = "docs/planner/day-rates.md";
    // From the doc as the data renders it now, so this holds even while the checked-in doc is stale.
    const { text } = await regenerateDoc(docNamed(path), docText.get(path) ?? "", formatMarkdown);
    const section = generatedSections(text).get("day-rates");
    if (!section) throw new Error("the day-rates section is missing");
    const before = text.slice(section.start, section.end);
    const after = before.replace(/\| private-car (.*?)\| +[\d,]+ \|/, (_row, middle) => `| private-car ${middle}| 1 |`);
    expect(after).not.toBe(before);
    const tampered = text.slice(0, section.start) + after + text.slice(section.end);

    const { stale, text: regenerated } = await regenerateDoc(docNamed(path), tampered, formatMarkdown);
    expect(stale.map((entry) => entry.name)).toEqual(["day-rates"]);
    // Line 3 of the table: the header, the separator, then private-car.
    expect(stale[0].line).toBe(3);
    expect(stale[0].found).toContain("| 1 |");
    expect(stale[0].expected).not.toContain("| 1 |");
    expect(staleMessage(path, stale)).toMatch(
      /day-rates\.md: the generated table "day-rates" .* run npm run docs:planner/,
    );
    expect(regenerated).toBe(text);
  });

  it("refuses markers without their pair, a section the generator does not know and a table without markers", () => {
    expect(() => generatedSections("<!-- generated:rates -->\n| a |")).toThrow("generated:rates is never closed");
    expect(() => generatedSections("<!-- /generated:rates -->")).toThrow("closes no generated:rates");
    expect(() =>
      withGeneratedSections(
        doc,
        new Map([
          ["rates", "x"],
          ["fees", "y"],
        ]),
      ),
    ).toThrow("no <!-- generated:fees --> … <!-- /generated:fees --> markers");
    expect(() => withGeneratedSections(doc, new Map())).toThrow("generated:rates is not a table the generator knows");
  });

  it("replaces only the text between the markers", () => {
    const replaced = withGeneratedSections(doc, new Map([["rates", "| id |\n| --- |\n| boat |"]]));
    expect(replaced).toContain("Written by hand.");
    expect(replaced).toContain("Also by hand.");
    expect(generatedSections(replaced).get("rates")?.text).toBe("| id |\n| --- |\n| boat |");
  });
});

describe("table cells", () => {
  it("escape pipes, stars and tildes so a cell cannot break its row or open emphasis", () => {
    expect(escapeMarkdown("Sanur | Nusa Penida")).toBe("Sanur \\| Nusa Penida");
    expect(escapeMarkdown("4★ (Alaya Resort Ubud)*; 3★/boutique*")).toBe("4★ (Alaya Resort Ubud)\\*; 3★/boutique\\*");
    expect(escapeMarkdown("above ~700 m")).toBe("above \\~700 m");
    expect(escapeMarkdown("_em_ but snake_case and https://x.id/a_b")).toBe(
      "\\_em\\_ but snake_case and https://x.id/a_b",
    );
    expect(escapeMarkdown("two\nlines")).toBe("two lines");
  });

  it("keep a row with a pipe in one cell to its columns", () => {
    const table = markdownTable([{ header: "a" }, { header: "b" }], [[escapeMarkdown("x | y"), "z"]]);
    const cells = table
      .split("\n")[2]
      .slice(1, -1)
      .split(/(?<!\\)\|/);
    expect(cells.map((cell) => unescapeMarkdown(cell.trim()))).toEqual(["x | y", "z"]);
    expect(() => markdownTable([{ header: "a" }], [["x", "y"]])).toThrow("A row has 2 cells for 1 columns");
  });
});
