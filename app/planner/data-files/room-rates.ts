// room-rates.json as the cost model reads it: plain data, no schema, because the cost model also runs in
// the browser (the checkout's live total) and the schema module (zod and every check of the planner's data
// files) has no business there. The file is checked against its schema on the server, at start
// (check-room-rates.server.ts, which cost-model.ts imports), and in data-files/schema.test.ts.
import roomRatesJson from "./room-rates.json";
import type { RoomRatesData } from "./schema";

export const ROOM_RATES = roomRatesJson as RoomRatesData;
