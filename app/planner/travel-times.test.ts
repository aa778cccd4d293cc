import { describe, expect, it } from "vitest";
import { destinations } from "./knowledge-base";
import {
  areaEntry,
  baseAltitudeM,
  baseAreasOf,
  isCarFree,
  mainGateway,
  nearestBase,
  roadHighPoint,
  sleepsOffshore,
  TRAVEL,
  travelMinutes,
  travelOf,
  type TravelTime,
  WATER_MODES,
} from "./travel-times";

function areasOf(destinationId: string): string[] {
  const destination = destinations.find((candidate) => candidate.id === destinationId);
  return [...new Set(destination?.places.map((place) => place.area) ?? [])];
}

function crossesWater(trip: TravelTime): boolean {
  return WATER_MODES.has(trip.mode) || (trip.legs ?? []).some((leg) => WATER_MODES.has(leg.mode));
}

function trip(destinationId: string, from: string, to: string): TravelTime {
  const found = travelMinutes(destinationId, from, to);
  if (!found) throw new Error(`no route ${destinationId}: ${from} → ${to}`);
  return found;
}

describe("travel table coverage", () => {
  it("has one entry per destination of the knowledge base, with exactly its areas", () => {
    expect(TRAVEL.map((entry) => entry.destinationId).sort()).toEqual(destinations.map((d) => d.id).sort());
    for (const destination of destinations) {
      const listed = travelOf(destination.id)?.areas.map((entry) => entry.area) ?? [];
      expect(new Set(listed).size, destination.id).toBe(listed.length);
      expect([...listed].sort(), destination.id).toEqual(areasOf(destination.id).sort());
    }
  });

  it("gives every area without hotels a documented base that has them, and close to the nearest one", () => {
    for (const entry of TRAVEL) {
      const bases = baseAreasOf(entry.destinationId);
      expect(bases.length, entry.destinationId).toBeGreaterThan(0);
      for (const area of entry.areas) {
        const label = `${entry.destinationId}: ${area.area}`;
        if (area.base) {
          expect(area.visitedFrom, label).toBeUndefined();
          expect(nearestBase(entry.destinationId, area.area), label).toBe(area.area);
          continue;
        }
        const from = nearestBase(entry.destinationId, area.area);
        expect(from, label).toBe(area.visitedFrom);
        expect(bases, label).toContain(from);
        const closest = Math.min(...bases.map((base) => trip(entry.destinationId, base, area.area).minutes));
        // A hub may be preferred over a somewhat closer outpost (Labuan Bajo over the island resorts
        // for Komodo Island), never over a much closer one.
        expect(trip(entry.destinationId, from as string, area.area).minutes, label).toBeLessThanOrEqual(closest + 45);
      }
    }
  });

  it("names each destination's arrival gateway and places gateways in real areas", () => {
    for (const entry of TRAVEL) {
      expect(entry.gateways.filter((gateway) => gateway.main).length, entry.destinationId).toBe(1);
      expect(mainGateway(entry.destinationId)?.main).toBe(true);
      const areas = entry.areas.map((area) => area.area);
      for (const gateway of entry.gateways) {
        expect(areas, gateway.name).not.toContain(gateway.name);
        if (gateway.area) expect(areas, gateway.name).toContain(gateway.area);
        expect(gateway.source.length, gateway.name).toBeGreaterThan(10);
        if (gateway.kind === "airport" && gateway.code) expect(gateway.code).toMatch(/^[A-Z]{3}$/);
      }
    }
  });
});

describe("travel rows", () => {
  it("join known places with positive whole minutes, a source and the check date", () => {
    for (const entry of TRAVEL) {
      const nodes = new Set([
        ...entry.areas.map((area) => area.area),
        ...entry.gateways.map((gateway) => gateway.name),
      ]);
      for (const row of entry.rows) {
        const label = `${entry.destinationId}: ${row.from} – ${row.to}`;
        expect(nodes.has(row.from), label).toBe(true);
        expect(nodes.has(row.to), label).toBe(true);
        expect(row.from, label).not.toBe(row.to);
        expect(Number.isInteger(row.minutes), label).toBe(true);
        expect(row.minutes, label).toBeGreaterThan(0);
        expect(row.minutes, label).toBeLessThanOrEqual(10 * 60);
        expect(row.source.trim().length, label).toBeGreaterThan(10);
        expect(row.checked, label).toBe("2026-11");
      }
    }
  });

  it("lists each pair once, so the table cannot disagree with itself", () => {
    for (const entry of TRAVEL) {
      const pairs = entry.rows.map((row) => [row.from, row.to].sort().join(" ⇄ "));
      expect(pairs.length - new Set(pairs).size, entry.destinationId).toBe(0);
    }
  });

  it("never drives between two landmasses without a bridge", () => {
    for (const entry of TRAVEL) {
      const bridged = new Set((entry.bridges ?? []).flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]));
      for (const row of entry.rows) {
        const from = areaEntry(entry.destinationId, row.from);
        const to = areaEntry(entry.destinationId, row.to);
        if (!from || !to || from.landmass === to.landmass || WATER_MODES.has(row.mode)) continue;
        expect(bridged.has(`${from.landmass}|${to.landmass}`), `${row.from} – ${row.to} by ${row.mode}`).toBe(true);
      }
    }
  });

  it("uses no car on the car-free Gili islands", () => {
    const lombok = travelOf("lombok-gili");
    const carFree = lombok?.areas.filter((area) => area.carFree).map((area) => area.area) ?? [];
    expect(carFree).toEqual(["Gili Islands"]);
    const gateways = lombok?.gateways.filter((gateway) => gateway.area && carFree.includes(gateway.area)) ?? [];
    const onIsland = new Set([...carFree, ...gateways.map((gateway) => gateway.name)]);
    for (const row of lombok?.rows ?? []) {
      if (onIsland.has(row.from) && onIsland.has(row.to)) expect(row.mode, `${row.from} – ${row.to}`).not.toBe("car");
    }
    expect(areaEntry("lombok-gili", "Gili Islands")?.within?.mode).not.toBe("car");
  });
});

describe("travelMinutes", () => {
  it("joins every pair of areas, the same both ways, in positive minutes", () => {
    for (const entry of TRAVEL) {
      const areas = entry.areas.map((area) => area.area);
      for (const from of areas) {
        for (const to of areas) {
          const there = trip(entry.destinationId, from, to);
          const back = trip(entry.destinationId, to, from);
          expect(there.minutes, `${from} → ${to}`).toBeGreaterThan(0);
          expect(back.minutes, `${to} → ${from}`).toBe(there.minutes);
          expect(back.mode, `${to} → ${from}`).toBe(there.mode);
        }
      }
    }
  });

  it("crosses water by boat or ferry whenever two areas lie on different landmasses", () => {
    for (const entry of TRAVEL) {
      const bridged = new Set((entry.bridges ?? []).flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]));
      for (const from of entry.areas) {
        for (const to of entry.areas) {
          if (from.landmass === to.landmass || bridged.has(`${from.landmass}|${to.landmass}`)) continue;
          const found = trip(entry.destinationId, from.area, to.area);
          expect(crossesWater(found), `${entry.destinationId}: ${from.area} → ${to.area}`).toBe(true);
          expect(WATER_MODES.has(found.mode), `${from.area} → ${to.area} is named by its boat leg`).toBe(true);
        }
      }
    }
  });

  it("takes the ferry to Samosir and counts the real time to Sipiso-piso", () => {
    expect(trip("lake-toba", "Parapat", "Samosir East").mode).toBe("public-ferry");
    const fromAirport = trip("lake-toba", "Kualanamu International Airport (KNO)", "Samosir East");
    expect(crossesWater(fromAirport)).toBe(true);
    expect(fromAirport.minutes).toBeGreaterThanOrEqual(4 * 60);
    expect(trip("lake-toba", "Samosir East", "Tongging").minutes).toBeGreaterThanOrEqual(3 * 60);
  });

  it("reaches the Gilis by boat from Lombok and from Bali, then by cidomo", () => {
    const fromSenggigi = trip("lombok-gili", "Senggigi", "Gili Islands");
    expect(WATER_MODES.has(fromSenggigi.mode)).toBe(true);
    expect(fromSenggigi.legs?.at(-1)?.mode).toBe("cidomo");
    expect(crossesWater(trip("lombok-gili", "Lombok International Airport (LOP)", "Gili Islands"))).toBe(true);
    expect(trip("lombok-gili", "Padang Bai harbour (Bali)", "Gili Islands").mode).toBe("fast-ferry");
    expect(isCarFree("lombok-gili", "Gili Islands")).toBe(true);
    expect(isCarFree("lombok-gili", "Senggigi")).toBe(false);
    expect(isCarFree("bali", "Ubud")).toBe(false);
  });

  it("reaches Nusa Penida by fast boat from Sanur, also from Ubud", () => {
    expect(trip("bali", "Sanur", "Nusa Penida").mode).toBe("fast-ferry");
    const fromUbud = trip("bali", "Ubud", "Nusa Penida");
    expect(fromUbud.mode).toBe("fast-ferry");
    expect(fromUbud.legs?.map((leg) => leg.to)).toEqual([
      "Sanur",
      "Sanur harbour",
      "Nusa Penida harbour (Toya Pakeh / Sampalan)",
      "Nusa Penida",
    ]);
  });

  it("visits Gianyar's zoo and safari park by car from Sanur or Ubud, within a day from the airport", () => {
    expect(nearestBase("bali", "Gianyar")).toBe("Sanur");
    expect(trip("bali", "Sanur", "Gianyar")).toEqual({ minutes: 30, mode: "car" });
    expect(trip("bali", "Ubud", "Gianyar").minutes).toBeLessThanOrEqual(45);
    expect(trip("bali", "Seminyak", "Gianyar").minutes).toBeGreaterThan(trip("bali", "Sanur", "Gianyar").minutes);
    expect(trip("bali", "Ngurah Rai International Airport (DPS)", "Gianyar").mode).toBe("car");
    // The two parks are one area: the hop between them is short.
    expect(travelMinutes("bali", "Gianyar", "Gianyar")?.minutes).toBeLessThanOrEqual(30);
  });

  it("takes the Sorong–Waisai ferry and speedboats between the Raja Ampat islands", () => {
    const arrival = trip("raja-ampat", "Domine Eduard Osok Airport (SOQ), Sorong", "Waisai");
    expect(arrival.legs?.some((leg) => leg.mode === "fast-ferry" && leg.minutes >= 90)).toBe(true);
    expect(trip("raja-ampat", "Waisai", "Dampier Strait").mode).toBe("speedboat");
    const wayag = trip("raja-ampat", "Waisai", "Wayag");
    expect(wayag.mode).toBe("speedboat");
    expect(wayag.minutes).toBeGreaterThanOrEqual(3 * 60);
    expect(nearestBase("raja-ampat", "Wayag")).toBe("Waisai");
  });

  it("goes to the Komodo islands by speedboat from Labuan Bajo", () => {
    for (const island of ["Komodo Island", "Padar Island", "Rinca Island", "Komodo Marine Park"]) {
      const found = trip("komodo", "Labuan Bajo", island);
      expect(found.mode, island).toBe("speedboat");
      expect(found.minutes, island).toBeGreaterThanOrEqual(60);
      expect(nearestBase("komodo", island), island).toBe("Labuan Bajo");
    }
  });

  it("returns the legs of a composed trip, chained and adding up", () => {
    const found = trip("bali", "Seminyak", "West Bali");
    expect(found.legs?.length).toBeGreaterThan(1);
    expect(found.legs?.[0].from).toBe("Seminyak");
    expect(found.legs?.at(-1)?.to).toBe("West Bali");
    found.legs?.slice(1).forEach((leg, index) => expect(leg.from).toBe(found.legs?.[index].to));
    expect(found.legs?.reduce((sum, leg) => sum + leg.minutes, 0)).toBe(found.minutes);
    expect(found.mode).toBe("day-boat");
  });

  it("gives the in-area hop for one area and null for unknown names", () => {
    expect(travelMinutes("bali", "Ubud", "Ubud")).toEqual({ minutes: 25, mode: "car" });
    expect(travelMinutes("bromo-ijen", "Bromo", "Bromo")?.mode).toBe("jeep");
    expect(travelMinutes("bali", "Ubud", "Atlantis")).toBeNull();
    expect(travelMinutes("atlantis", "Ubud", "Sanur")).toBeNull();
  });
});

describe("bases", () => {
  it("sleeps near craters and dive sites, not in them", () => {
    expect(baseAreasOf("bromo-ijen")).toContain("Bromo");
    expect(baseAreasOf("bromo-ijen")).not.toContain("Ijen");
    expect(nearestBase("bromo-ijen", "Ijen")).toBe("Banyuwangi");
    expect(nearestBase("bromo-ijen", "Probolinggo")).toBe("Bromo");
    expect(nearestBase("bali", "Ubud")).toBe("Ubud");
    expect(nearestBase("bali", "Atlantis")).toBeNull();
    expect(baseAreasOf("atlantis")).toEqual([]);
  });

  it("knows which nights are spent on another island than the one the trip arrives on", () => {
    expect(sleepsOffshore("bali", "Nusa Penida")).toBe(true);
    expect(sleepsOffshore("bali", "Ubud")).toBe(false);
    // Menjangan is an island, but the night is spent at its base on Bali (Lovina).
    expect(sleepsOffshore("bali", "West Bali")).toBe(false);
    // Without a gateway in an area, the main island is the first hub's (Yogyakarta's city, on Java).
    expect(sleepsOffshore("yogyakarta", "Magelang")).toBe(false);
    expect(sleepsOffshore("bali", "Atlantis")).toBe(false);
  });

  it("says where tours are sold from few hotels: Bali and Yogyakarta", () => {
    const fewBases = TRAVEL.filter((travel) => travel.hotelMovesPerWeek !== undefined).map(
      (travel) => `${travel.destinationId}: ${travel.hotelMovesPerWeek}`,
    );
    expect(fewBases).toEqual(["bali: 1", "yogyakarta: 0"]);
  });

  it("lists hubs first", () => {
    const bases = baseAreasOf("bali");
    const hubs =
      travelOf("bali")
        ?.areas.filter((area) => area.hub)
        .map((area) => area.area) ?? [];
    expect(bases.slice(0, hubs.length)).toEqual(hubs);
  });

  it("gives each road over high ground and each high hotel base its height and source", () => {
    const highRows = TRAVEL.flatMap((travel) =>
      travel.rows.filter((entry) => entry.highestM !== undefined).map((entry) => `${entry.from}–${entry.to}`),
    );
    expect(highRows).toEqual(
      expect.arrayContaining(["Ubud–Bedugul", "Bedugul–Lovina", "Ubud–North Bali", "Banyuwangi–Ijen"]),
    );
    const highBases = TRAVEL.flatMap((travel) =>
      travel.areas.filter((area) => area.altitudeM !== undefined).map((area) => area.area),
    );
    expect(highBases).toEqual(expect.arrayContaining(["Kintamani", "Bedugul", "Bromo", "Sembalun", "Tomohon"]));
    for (const travel of TRAVEL) {
      for (const entry of travel.rows.filter((candidate) => candidate.highestM !== undefined)) {
        const where = `${travel.destinationId}: ${entry.from}–${entry.to}`;
        expect(entry.highestM, where).toBeGreaterThan(700);
        expect(entry.highestSource, where).toMatch(/\d{3} m/);
      }
      for (const area of travel.areas.filter((candidate) => candidate.altitudeM !== undefined)) {
        const where = `${travel.destinationId}: ${area.area}`;
        expect(area.base, where).toBe(true);
        expect(area.altitudeM, where).toBeGreaterThan(700);
        expect(area.altitudeSource, where).toMatch(/\d{3} m/);
        // A road to a high base climbs at least to it, from wherever it starts.
        for (const other of travel.areas.filter((candidate) => candidate.area !== area.area)) {
          if (travelMinutes(travel.destinationId, other.area, area.area) === null) continue;
          const high = roadHighPoint(travel.destinationId, other.area, area.area);
          expect(high.altitudeM, `${where} from ${other.area}`).toBeGreaterThanOrEqual(area.altitudeM ?? 0);
        }
      }
    }
  });

  it("knows the highest point of a route between areas: over the Bedugul pass to Lovina, low along the east coast", () => {
    // The sea to the north coast crosses Bali's central range, through Bedugul.
    expect(roadHighPoint("bali", "Sanur", "Lovina").altitudeM).toBeGreaterThanOrEqual(1240);
    expect(roadHighPoint("bali", "Nusa Penida", "Lovina").altitudeM).toBeGreaterThanOrEqual(1240);
    expect(roadHighPoint("bali", "Sanur", "North Bali").altitudeM).toBeGreaterThanOrEqual(1240);
    expect(roadHighPoint("bali", "Ubud", "Kintamani")).toEqual({ altitudeM: 1400, where: "Ubud–Kintamani" });
    expect(roadHighPoint("bali", "Sanur", "Tulamben").altitudeM).toBe(0);
    expect(roadHighPoint("bali", "Seminyak", "Uluwatu").altitudeM).toBe(0);
    expect(roadHighPoint("bromo-ijen", "Banyuwangi", "Ijen").altitudeM).toBeGreaterThan(1800);
    expect(baseAltitudeM("bromo-ijen", "Bromo")).toBe(2217);
    expect(baseAltitudeM("bali", "Bedugul")).toBe(1240);
    expect(baseAltitudeM("bali", "Sanur")).toBe(0);
  });
});
