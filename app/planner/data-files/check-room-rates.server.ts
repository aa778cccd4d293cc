// Checks room-rates.json against its schema when the server starts: a mistake stops the start with a
// PlannerDataError naming the entry and the field (ADR 013). cost-model.ts imports this module for that
// alone; being a .server module, it is left out of the browser build (an empty module there), so the
// checkout's cost model reads the same data (room-rates.ts) without shipping the schema.
import { destinations } from "../knowledge-base";
import roomRatesJson from "./room-rates.json";
import { knownIds, readDataFile, ROOM_RATES_FILE, roomRatesSchemaFor } from "./schema";

readDataFile(ROOM_RATES_FILE, roomRatesSchemaFor(knownIds(destinations)), roomRatesJson);
