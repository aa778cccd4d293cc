import { describe, expect, it } from "vitest";
import {
  ARRIVAL_TRANSFER_CAP_MINUTES,
  arrivalAirport,
  type DayTravelModel,
  dayTravelModel,
  pathMinutes,
} from "./day-travel";
import { destinations } from "./knowledge-base";
import { TRAVEL, travelMinutes } from "./travel-times";

const DPS = "Ngurah Rai International Airport (DPS)";

function modelOf(destinationId: string): DayTravelModel {
  const model = dayTravelModel(destinationId);
  if (!model) throw new Error(`no travel model for ${destinationId}`);
  return model;
}

function namesOf(destinationId: string): string[] {
  const travel = TRAVEL.find((entry) => entry.destinationId === destinationId);
  return [...(travel?.areas ?? []).map((entry) => entry.area), ...(travel?.gateways ?? []).map((entry) => entry.name)];
}

describe("dayTravelModel", () => {
  it("gives every destination of the knowledge base a model, built once and shared", () => {
    for (const destination of destinations) {
      const model = dayTravelModel(destination.id);
      expect(model, destination.id).not.toBeNull();
      expect(model?.destinationId).toBe(destination.id);
      expect(dayTravelModel(destination.id), destination.id).toBe(model);
    }
  });

  it("has no model for a destination without a travel table, so the planner cannot invent times", () => {
    expect(dayTravelModel("atlantis")).toBeNull();
    expect(dayTravelModel("atlantis")).toBeNull();
  });

  it("lands a Bali trip at Ngurah Rai airport", () => {
    expect(modelOf("bali").gateway).toBe(DPS);
  });

  it("answers the travel table's minutes for every pair of areas and gateways, in both directions", () => {
    for (const entry of TRAVEL) {
      const model = modelOf(entry.destinationId);
      const names = namesOf(entry.destinationId);
      for (const from of names) {
        for (const to of names) {
          const label = `${entry.destinationId}: ${from} → ${to}`;
          const expected = travelMinutes(entry.destinationId, from, to)?.minutes ?? Infinity;
          expect(model.minutes(from, to), label).toBe(expected);
          // The table is undirected: the way back takes as long as the way there.
          expect(model.minutes(to, from), label).toBe(model.minutes(from, to));
        }
      }
    }
  });

  it("numbers every area and gateway so that the fast table equals minutes(), unknown names joined to nothing", () => {
    for (const entry of TRAVEL) {
      const model = modelOf(entry.destinationId);
      const names = namesOf(entry.destinationId);
      expect(model.nodeCount, entry.destinationId).toBe(names.length + 1);
      expect(model.minutesByNode.length).toBe(model.nodeCount * model.nodeCount);
      expect(new Set(names.map((name) => model.nodeOf(name))).size, entry.destinationId).toBe(names.length);
      for (const from of names) {
        for (const to of names) {
          const byNode = model.minutesByNode[model.nodeOf(from) * model.nodeCount + model.nodeOf(to)];
          expect(byNode, `${entry.destinationId}: ${from} → ${to}`).toBe(model.minutes(from, to));
        }
      }
      const unknown = model.nodeOf("Atlantis");
      expect(unknown).toBe(model.nodeCount - 1);
      expect(model.nodeOf("El Dorado")).toBe(unknown);
      for (let node = 0; node < model.nodeCount; node++) {
        expect(model.minutesByNode[unknown * model.nodeCount + node]).toBe(Infinity);
        expect(model.minutesByNode[node * model.nodeCount + unknown]).toBe(Infinity);
      }
    }
  });

  it("never calls a place the travel table does not know close: an unknown area is unreachable", () => {
    const bali = modelOf("bali");
    expect(bali.minutes("Ubud", "Atlantis")).toBe(Infinity);
    expect(bali.minutes("Atlantis", "Ubud")).toBe(Infinity);
    expect(bali.minutes("Atlantis", "Atlantis")).toBe(Infinity);
    // An area of another destination is unknown here too.
    expect(bali.minutes("Ubud", "Labuan Bajo")).toBe(Infinity);
  });

  it("counts a hop between two stops in one area, not zero minutes (Ubud: 25 min by car)", () => {
    expect(modelOf("bali").minutes("Ubud", "Ubud")).toBe(25);
    expect(modelOf("komodo").minutes("Komodo Marine Park", "Komodo Marine Park")).toBe(35);
  });

  it("marks the usual hotel hubs: Ubud and Seminyak are hubs, Kintamani and Lovina are not", () => {
    const bali = modelOf("bali");
    expect(bali.isHubNode(bali.nodeOf("Ubud"))).toBe(true);
    expect(bali.isHubNode(bali.nodeOf("Seminyak"))).toBe(true);
    expect(bali.isHubNode(bali.nodeOf("Kintamani"))).toBe(false);
    expect(bali.isHubNode(bali.nodeOf("Lovina"))).toBe(false);
    expect(bali.isHubNode(bali.nodeOf(DPS))).toBe(false);
    expect(bali.isHubNode(bali.nodeOf("Atlantis"))).toBe(false);
  });
});

describe("where a stop is visited from", () => {
  it("sleeps in the area itself when it has hotels, else at its documented base", () => {
    expect(modelOf("bali").baseOf("Ubud")).toBe("Ubud");
    expect(modelOf("bali").baseOf("Gianyar")).toBe("Sanur");
    expect(modelOf("komodo").baseOf("Padar Island")).toBe("Labuan Bajo");
    expect(modelOf("raja-ampat").baseOf("Wayag")).toBe("Waisai");
    expect(modelOf("lake-toba").baseOf("Harian")).toBe("Samosir West");
  });

  it("expects the night back at the nearest hub where tours are sold from few hotels, else at the area's base", () => {
    // Bali and Yogyakarta (travel-times.ts hotelMovesPerWeek): a day at Tanah Lot or Prambanan ends at the hotel.
    expect(modelOf("bali").nightAfter("Tabanan")).toBe("Seminyak");
    expect(modelOf("bali").nightAfter("Kintamani")).toBe("Ubud");
    expect(modelOf("yogyakarta").nightAfter("Prambanan")).toBe("City Centre");
    expect(modelOf("yogyakarta").nightAfter("Magelang")).toBe("City Centre");
    // An island night stays on the island.
    expect(modelOf("bali").nightAfter("Nusa Penida")).toBe("Nusa Penida");
    // An overland route sleeps where the day ends.
    expect(modelOf("flores").nightAfter("Moni")).toBe("Moni");
    expect(modelOf("bromo-ijen").nightAfter("Ijen")).toBe("Banyuwangi");
    expect(modelOf("bali").fewBases).toBe(true);
    expect(modelOf("flores").fewBases).toBe(false);
  });

  it("has no base for an area the table does not know (and says so again when asked again)", () => {
    const bali = modelOf("bali");
    expect(bali.baseOf("Atlantis")).toBeNull();
    expect(bali.baseOf("Atlantis")).toBeNull();
  });

  it("makes Padar, the Komodo reefs, Wayag and Menjangan boat days: no hotel there and water in between", () => {
    expect(modelOf("komodo").boatOnly("Padar Island")).toBe(true);
    expect(modelOf("komodo").boatOnly("Komodo Island")).toBe(true);
    expect(modelOf("komodo").boatOnly("Komodo Marine Park")).toBe(true);
    expect(modelOf("raja-ampat").boatOnly("Wayag")).toBe(true);
    expect(modelOf("raja-ampat").boatOnly("Fam Islands")).toBe(true);
    expect(modelOf("bali").boatOnly("West Bali")).toBe(true);
  });

  it("does not make a boat day of a place reached by road, even one without hotels", () => {
    // Harian is visited from Samosir, but over the Tano Ponggol bridge.
    expect(modelOf("lake-toba").boatOnly("Harian")).toBe(false);
    expect(modelOf("lake-toba").boatOnly("Samosir North")).toBe(false);
    expect(modelOf("bali").boatOnly("Gianyar")).toBe(false);
    expect(modelOf("komodo").boatOnly("Labuan Bajo Hinterland")).toBe(false);
    expect(modelOf("bromo-ijen").boatOnly("Ijen")).toBe(false);
  });

  it("does not make a boat day of an island where the trip sleeps (the Gilis, Nusa Penida) or of an unknown area", () => {
    expect(modelOf("lombok-gili").boatOnly("Gili Islands")).toBe(false);
    expect(modelOf("bali").boatOnly("Nusa Penida")).toBe(false);
    expect(modelOf("bali").boatOnly("Atlantis")).toBe(false);
  });
});

describe("the airport a trip flies home from", () => {
  it("ends a Bromo–Ijen trip whose last stop is Ijen at Banyuwangi, not back in Surabaya", () => {
    const model = modelOf("bromo-ijen");
    expect(model.gateway).toBe("Juanda International Airport (SUB), Surabaya");
    expect(model.leaveFrom("Ijen")).toBe("Banyuwangi Airport (BWX)");
    expect(model.leaveFrom("Banyuwangi")).toBe("Banyuwangi Airport (BWX)");
  });

  it("picks the nearest airport: Silangit after Samosir, Kualanamu on a tie at Tongging", () => {
    const toba = modelOf("lake-toba");
    expect(toba.leaveFrom("Samosir East")).toBe("Silangit Airport (DTB)");
    // Tongging is 240 min from both airports: the main gateway keeps the tie.
    expect(toba.minutes("Tongging", "Silangit Airport (DTB)")).toBe(toba.minutes("Tongging", toba.gateway ?? ""));
    expect(toba.leaveFrom("Tongging")).toBe("Kualanamu International Airport (KNO)");
  });

  it("leaves from the main airport where it is the only one, and after a stop the table does not know", () => {
    expect(modelOf("bali").leaveFrom("Lovina")).toBe(DPS);
    expect(modelOf("bali").leaveFrom("Atlantis")).toBe(DPS);
    expect(modelOf("bromo-ijen").leaveFrom("Atlantis")).toBe("Juanda International Airport (SUB), Surabaya");
  });

  it("never sends a trip home from an airport farther than the main one", () => {
    for (const entry of TRAVEL) {
      const model = modelOf(entry.destinationId);
      if (model.gateway === null) continue;
      for (const area of entry.areas) {
        const airport = model.leaveFrom(area.area);
        expect(airport, `${entry.destinationId}: ${area.area}`).not.toBeNull();
        expect(model.minutes(area.area, airport ?? ""), `${entry.destinationId}: ${area.area}`).toBeLessThanOrEqual(
          model.minutes(area.area, model.gateway),
        );
      }
    }
  });
});

describe("pathMinutes", () => {
  const bali = modelOf("bali");

  it("starts and ends a day trip at the hotel, not the airport: Ubud → Tabanan → Ubud", () => {
    expect(pathMinutes(bali, "Ubud", ["Tabanan"], "Ubud")).toBe(75 + 75);
  });

  it("counts the drive from the airport to the first stop on the arrival day, then to the night's hotel", () => {
    expect(pathMinutes(bali, DPS, ["Tabanan"], "Ubud")).toBe(bali.minutes(DPS, "Tabanan") + 75);
  });

  it("counts every leg between stops in order, and the in-area hop between two stops in one area", () => {
    expect(pathMinutes(bali, "Ubud", ["Ubud", "Ubud", "Kintamani"], "Ubud")).toBe(25 + 25 + 60 + 60);
    expect(pathMinutes(bali, "Sanur", ["Ubud", "Kintamani"], "Sanur")).toBe(
      bali.minutes("Sanur", "Ubud") + bali.minutes("Ubud", "Kintamani") + bali.minutes("Kintamani", "Sanur"),
    );
  });

  it("costs nothing on an empty day at the hotel", () => {
    expect(pathMinutes(bali, "Ubud", [], "Ubud")).toBe(0);
    expect(pathMinutes(bali, null, [], null)).toBe(0);
  });

  it("costs the move on an empty day that changes hotel", () => {
    expect(pathMinutes(bali, "Ubud", [], "Seminyak")).toBe(75);
  });

  it("skips the end it does not know: no way back on a day without a night, no way there from an unknown base", () => {
    expect(pathMinutes(bali, "Ubud", ["Tabanan"], null)).toBe(75);
    expect(pathMinutes(bali, null, ["Tabanan"], "Ubud")).toBe(75);
    expect(pathMinutes(bali, null, ["Ubud", "Kintamani"], null)).toBe(60);
    expect(pathMinutes(bali, "Ubud", [], null)).toBe(0);
  });

  it("makes a day through an area the table does not know impossibly long, never short", () => {
    expect(pathMinutes(bali, "Ubud", ["Atlantis"], "Ubud")).toBe(Infinity);
    expect(pathMinutes(bali, "Atlantis", [], "Ubud")).toBe(Infinity);
  });

  it("counts the boat to the Gilis on a day from Senggigi, not a road across the strait", () => {
    const lombok = modelOf("lombok-gili");
    const minutes = pathMinutes(lombok, "Senggigi", ["Gili Islands"], "Senggigi");
    // Teluk Nare speedboat: 50 min by car, 20 min by boat, 15 min by cidomo each way.
    expect(minutes).toBe(2 * (50 + 20 + 15));
    expect(travelMinutes("lombok-gili", "Senggigi", "Gili Islands")?.mode).toBe("speedboat");
  });
});

describe("the airport a trip flies in to", () => {
  const LBJ = "Komodo Airport (LBJ)";
  const ENE = "H. Hasan Aroeboesman Airport (ENE)";

  it("lands at the main gateway unless the road from it is longer than six hours", () => {
    const flores = modelOf("flores");
    expect(flores.gateway).toBe(LBJ);
    // Ruteng is about four hours from Labuan Bajo: the international connection is worth the drive.
    expect(flores.minutes(LBJ, "Ruteng")).toBeLessThanOrEqual(ARRIVAL_TRANSFER_CAP_MINUTES);
    expect(flores.arriveAt("Ruteng")).toBe(LBJ);
    // Moni is 13 hours from Labuan Bajo and two from Ende (the operator's fifth read: day 1 was the drive).
    expect(flores.minutes(LBJ, "Moni")).toBeGreaterThan(ARRIVAL_TRANSFER_CAP_MINUTES);
    expect(flores.arriveAt("Moni")).toBe(ENE);
    expect(modelOf("bromo-ijen").arriveAt("Bromo")).toBe("Juanda International Airport (SUB), Surabaya");
    expect(modelOf("bali").arriveAt("Lovina")).toBe(DPS);
    expect(modelOf("bali").arriveAt("Atlantis")).toBe(DPS);
  });

  it("reads the first day's first stop, or on a day without stops the first night's base", () => {
    const flores = modelOf("flores");
    expect(arrivalAirport(flores, ["Moni", "Ruteng"], "Ruteng")).toBe(ENE);
    expect(arrivalAirport(flores, [], "Moni")).toBe(ENE);
    expect(arrivalAirport(flores, [], null)).toBe(LBJ);
  });

  it("never lands a trip farther from its first stop than the main gateway", () => {
    for (const entry of TRAVEL) {
      const model = modelOf(entry.destinationId);
      if (model.gateway === null) continue;
      for (const area of entry.areas) {
        const airport = model.arriveAt(area.area);
        expect(model.minutes(airport ?? "", area.area), `${entry.destinationId}: ${area.area}`).toBeLessThanOrEqual(
          model.minutes(model.gateway, area.area),
        );
      }
    }
  });
});
