// The routes of planned trips, read as a tour operator would: real travel times from the night's hotel, boat
// days strung through their stops, transfers where the route needs them, no option repeating another.
import { describe, expect, it } from "vitest";
import { ROOM_NIGHT_IDR, ROOM_NIGHT_IDR_BY_CLASS } from "./cost-model";
import { dawnStartsOf } from "./day-packing";
import { ARRIVAL_TRANSFER_CAP_MINUTES, dayTravelModel } from "./day-travel";
import { bestClassAt } from "./hotel-classes";
import type { Place } from "./knowledge-base";
import { edgeDayLoads } from "./option-text";
import { ruleFor, slotFor } from "./place-rules";
import type { PackageOption } from "./plan";
import { afternoonMoveOf, ELEVEN_REQUESTS, type Planned, planSample, sampleRequest } from "./sample-requests";
import { dayTravel, isOwnBaseNight } from "./stays";
import type { TourRequest } from "./tour-request";
import { nearestBase } from "./travel-times";

function plan(destination: string, startDate: string, endDate: string, extra: Partial<TourRequest> = {}): Planned {
  return planSample(sampleRequest(destination, startDate, endDate, extra));
}

/** The eleven requests of the planner issue (sample-requests.ts). */
const ELEVEN: [string, () => Planned][] = ELEVEN_REQUESTS.map(([label, request]) => [label, () => planSample(request)]);

function placesOf(result: Planned, option: PackageOption): Place[][] {
  const byId = new Map(result.destination.places.map((place) => [place.id, place]));
  return option.itinerary.map((day) => day.places.map((stop) => byId.get(stop.placeId) as Place));
}

function stayBasesOf(option: PackageOption): (string | null)[] {
  return option.itinerary.map((day) => day.stay ?? null);
}

function travelOf(result: Planned, option: PackageOption): number[] {
  const days = placesOf(result, option).map((places) => places.map((place) => place.area));
  return dayTravel(result.destination.id, days, stayBasesOf(option));
}

describe("planned routes", () => {
  it("keeps every day of the eleven requests within reach: at most 3.5 h on the road, or one long excursion or boat day", () => {
    for (const [label, make] of ELEVEN) {
      const result = make();
      const model = dayTravelModel(result.destination.id);
      for (const option of result.options) {
        const travel = travelOf(result, option);
        const stays = stayBasesOf(option);
        placesOf(result, option).forEach((places, index) => {
          if (!places.length) return;
          const visits = places.reduce((sum, place) => sum + place.visitHours, 0);
          const longDay = places.some((place) => model?.boatOnly(place.area)) || (places.length === 1 && visits >= 4);
          const where = `${label}: ${option.name} day ${index + 1}`;
          // A day done by mid-morning may move on in the afternoon (Bromo's sunrise, then the road to Banyuwangi).
          const move = afternoonMoveOf(result.destination.id, places, stays[index], stays[index - 1]);
          if (longDay) expect(visits + travel[index] / 60, where).toBeLessThanOrEqual(13);
          else expect(travel[index] - move, where).toBeLessThanOrEqual(210);
        });
      }
    }
  });

  it("plans four days of Bromo & Ijen as the market sells them: the sunrise, then on to Banyuwangi, then Ijen", () => {
    // An operator's seventh read: four days of "Bromo & Ijen" left Ijen out for a transfer day of its own.
    const result = plan("Bromo", "2027-05-10", "2027-05-13");
    const best = result.options.find((option) => option.theme === "signature")!;
    const ids = best.itinerary.map((day) => day.places.map((stop) => stop.placeId));
    expect(ids[1]).toContain("bromo-ijen-penanjakan");
    expect(ids[2]).toEqual(["bromo-ijen-kawah-ijen"]);
    expect(stayBasesOf(best).slice(0, 3)).toEqual(["Bromo", "Banyuwangi", "Banyuwangi"]);
    // The day says how far on its night is, and the car that drives it is paid.
    expect(best.itinerary[1].note).toBe("After the visits, on to Banyuwangi for the night, about 6 hours");
    expect(best.costBasis!.transport!.carDays).toBe(4);
    expect(best.name).toBe("Best of Bromo & Ijen");
  });

  it("climbs Sibayak from a Berastagi night, and moves on after a dawn start only from near the night's hotel", () => {
    // A reviewer's read: Sibayak's 04:00 climb from Bukit Lawang (four hours away, a midnight start) then on to
    // Medan for 2.5 hours more took the afternoon allowance; that day's night stays at Berastagi below the volcano.
    for (const option of plan("Bukit Lawang", "2027-05-10", "2027-05-15").options) {
      const day = option.itinerary.findIndex((entry) =>
        entry.places.some((stop) => stop.placeId === "bukit-lawang-sibayak"),
      );
      if (day < 0) continue;
      expect(option.itinerary[day].stay, option.id).toBe("Berastagi");
      expect(option.itinerary[day].note ?? "", option.id).not.toMatch(/on to .* for the night/);
    }
    // And the night before the climb is at Berastagi too (three- and four-day trips slept in Medan, 2.5 h away).
    let climbs = 0;
    for (const [start, end] of [
      ["2027-05-10", "2027-05-12"],
      ["2027-05-10", "2027-05-13"],
    ]) {
      for (const option of plan("Bukit Lawang", start, end, { specialRequests: "honeymoon, spa" }).options) {
        const day = option.itinerary.findIndex((entry) =>
          entry.places.some((stop) => stop.placeId === "bukit-lawang-sibayak"),
        );
        if (day <= 0) continue;
        climbs++;
        expect(option.itinerary[day - 1].stay, `${option.id} ${start}`).toBe("Berastagi");
      }
    }
    expect(climbs).toBeGreaterThan(0);
  });

  it("never lets two options of one plan share more than half their places", () => {
    for (const [label, make] of ELEVEN) {
      const result = make();
      const ids = result.options.map(
        (option) => new Set(option.itinerary.flatMap((day) => day.places.map((stop) => stop.placeId))),
      );
      ids.forEach((a, i) =>
        ids.slice(i + 1).forEach((b, j) => {
          const shared = [...a].filter((id) => b.has(id)).length;
          const names = `${label}: ${result.options[i].name} / ${result.options[i + 1 + j].name}`;
          expect(shared, names).toBeLessThanOrEqual(Math.min(a.size, b.size) / 2);
        }),
      );
    }
  });

  it("plans no sunrise on the arrival day and no sunset or night on the departure day", () => {
    for (const [label, make] of ELEVEN) {
      const result = make();
      for (const option of result.options) {
        const first = option.itinerary[0].places.map((stop) => slotFor(stop.placeId));
        const last = option.itinerary[option.itinerary.length - 1].places.map((stop) => slotFor(stop.placeId));
        expect(first, `${label}: ${option.name}`).not.toContain("sunrise");
        expect(last, `${label}: ${option.name}`).not.toContain("sunset");
        expect(last, `${label}: ${option.name}`).not.toContain("night");
      }
    }
  });

  it("spends the night before a pre-dawn start at the base it leaves from (Lovina's dolphins, the Rinjani rim)", () => {
    // The review of issue 11 found the dolphins at 06:00 after a night in Ubud, 210 minutes away, and the
    // Rinjani rim's 01:00 start from Sembalun after a night in Senaru.
    const requests: [string, () => Planned][] = [
      ...ELEVEN,
      ["Lombok hiking", () => plan("Lombok", "2027-05-10", "2027-05-16", { specialRequests: "trekking, hiking" })],
      ["Flores", () => plan("Flores", "2027-05-10", "2027-05-17")],
    ];
    let seen = 0;
    for (const [label, make] of requests) {
      const result = make();
      for (const option of result.options) {
        option.itinerary.forEach((day, index) => {
          for (const stop of day.places) {
            const area = ruleFor(stop.placeId)?.stayNearbyNightBefore;
            if (area === undefined) continue;
            seen++;
            const where = `${label}: ${option.name} day ${day.day} ${stop.placeId}`;
            expect(index, where).toBeGreaterThan(0);
            expect(option.itinerary[index - 1].stay, where).toBe(nearestBase(result.destination.id, area));
          }
        });
      }
    }
    expect(seen).toBeGreaterThan(5);
  });

  it("takes Best of Bromo & Ijen to Ijen, with the transfer to Banyuwangi before the night start", () => {
    const result = plan("Bromo", "2027-05-10", "2027-05-14");
    const best = result.options[0];
    const ijenDay = best.itinerary.find((day) => day.places.some((stop) => stop.placeId === "bromo-ijen-kawah-ijen"));
    expect(ijenDay, best.itinerary.map((day) => day.places.map((p) => p.name).join(", ")).join(" | ")).toBeDefined();
    const before = best.itinerary[(ijenDay?.day ?? 1) - 2];
    expect(before.stay).toBe("Banyuwangi");
  });

  it("never makes options differ by leaving out a headline: Bromo & Ijen's adventure and nature options climb Ijen", () => {
    // The operator's fifth read: "Bromo Trekking & Volcanoes Adventure" left Ijen out to differ from Best of,
    // and the week's nature option too. An option that cannot differ otherwise is not offered.
    const headlines = ["bromo-ijen-bromo-crater", "bromo-ijen-kawah-ijen"];
    for (const endDate of ["2027-05-14", "2027-05-16"]) {
      const result = plan("Bromo", "2027-05-10", endDate);
      const visits = (option: PackageOption) =>
        new Set(option.itinerary.flatMap((day) => day.places.map((stop) => stop.placeId)));
      expect(headlines.every((id) => visits(result.options[0]).has(id))).toBe(true);
      // Every option but the relaxed one, whose theme keeps off volcano hikes before dawn.
      const themed = result.options.filter((option) => option.theme !== "relaxed");
      expect(themed.length, endDate).toBeGreaterThanOrEqual(2);
      for (const option of themed) {
        for (const id of headlines) expect(visits(option).has(id), `${endDate} ${option.name}: ${id}`).toBe(true);
      }
    }
  });

  it("flies a four-day Flores trip in near its first stops, not 13 hours' drive from Moni", () => {
    // The operator's fifth read: Best of Flores landed at Labuan Bajo, spent day 1 on the road to Moni and day 3
    // free. Now it lands at the airport nearest its first stop when the main one is over six hours away.
    const result = plan("Flores", "2027-05-10", "2027-05-13");
    const ids = (option: PackageOption) => option.itinerary.flatMap((day) => day.places.map((stop) => stop.placeId));
    expect(ids(result.options[0])).toContain("flores-kelimutu");
    for (const option of result.options) {
      const edges = edgeDayLoads(result.destination.id, placesOf(result, option), stayBasesOf(option));
      expect(edges, option.name).toBeDefined();
      expect(edges?.first.travelMinutes, option.name).toBeLessThanOrEqual(ARRIVAL_TRANSFER_CAP_MINUTES);
      expect(option.notes, option.name).toMatch(/You fly in to (?!Komodo Airport)/);
    }
  });

  it("strings Komodo's park stops into full boat days instead of one stop a day", () => {
    const result = plan("Komodo", "2027-05-10", "2027-05-14");
    const model = dayTravelModel("komodo");
    const best = result.options[0];
    const boatStops = placesOf(result, best).map(
      (places) => places.filter((place) => model?.boatOnly(place.area)).length,
    );
    expect(Math.max(...boatStops)).toBeGreaterThanOrEqual(3);
  });

  it("keeps the Kraton and Taman Sari in Best of Yogyakarta", () => {
    const ids = plan("Yogyakarta", "2027-05-10", "2027-05-14").options[0].itinerary.flatMap((day) =>
      day.places.map((stop) => stop.placeId),
    );
    expect(ids).toContain("yogyakarta-kraton");
    expect(ids).toContain("yogyakarta-taman-sari");
  });

  it("counts Sipiso-piso's three hours from Samosir: a night at Tongging, never a day trip from the island", () => {
    for (const option of plan("Lake Toba", "2027-05-10", "2027-05-14").options) {
      option.itinerary.forEach((day, index) => {
        if (!day.places.some((stop) => stop.placeId === "lake-toba-sipiso-piso")) return;
        const night = day.stay ?? option.itinerary[index - 1]?.stay;
        expect(night, option.name).toBe("Tongging");
      });
    }
  });

  it("leaves Samosir's west side for Silangit by the south road, not round by the Parapat ferry", () => {
    // An operator's sixth read (issue 11): the table had no road from Silangit to Samosir's west, so a trip that
    // ends there drove round to Parapat and crossed on the ferry.
    const options = plan("Lake Toba", "2027-05-10", "2027-05-14").options;
    const best = options.find((option) => option.theme === "signature") as PackageOption;
    expect(best.notes).toContain("the trip ends at Silangit Airport (DTB)");
    expect(best.itinerary[best.itinerary.length - 1].places.map((stop) => stop.placeId)).toEqual([
      "lake-toba-sibea-bea",
    ]);
    // Its last day sees the Sibea-bea ridge on that road: about 2 h 45 min of travel, not 3.5 h by the ferry.
    expect(best.notes).toContain("The last day (day 5) is a full day: 1 hour of sightseeing and about 2 hours 45");
  });

  it("offers no option that leaves most of the trip empty just to have three (Komodo once had one place in five days)", () => {
    for (const [label, make] of ELEVEN) {
      for (const option of make().options) {
        // Between arrival and departure; a transfer day is spent travelling, not empty.
        const between = option.itinerary.slice(1, -1);
        const empty = between.filter((day) => day.places.length === 0 && !/^Transfer to /.test(day.note ?? "")).length;
        expect(empty, `${label}: ${option.name}`).toBeLessThanOrEqual(between.length / 2);
        expect(option.places.length, `${label}: ${option.name}`).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it("calls an empty day that changes hotel a transfer, not a free day", () => {
    for (const [label, make] of ELEVEN) {
      for (const option of make().options) {
        option.itinerary.forEach((day, index) => {
          const previous = option.itinerary[index - 1];
          if (day.places.length || !previous || !day.stay || day.stay === previous.stay) return;
          expect(day.note, `${label}: ${option.name} day ${day.day}`).toMatch(/^Transfer to /);
        });
      }
    }
  });

  it("moves hotel once in a luxury week on Bali, twice when a night needs its own base (it once moved four times)", () => {
    const result = plan("Bali", "2027-05-10", "2027-05-17", { premium: "luxury" });
    for (const option of result.options) {
      const stays = option.itinerary.flatMap((day) => (day.stay ? [day.stay] : []));
      const moves = stays.filter((stay, index) => index > 0 && stay !== stays[index - 1]).length;
      // A night on Nusa Penida, or the night before a pre-dawn start at its base (stays.ts isOwnBaseNight).
      const days = placesOf(result, option);
      const ownBase = stays.some((stay, night) => {
        const dawn = days[night + 1]?.map((place) => ruleFor(place.id)?.stayNearbyNightBefore).find((area) => area);
        const nearby = [...days[night], ...(days[night + 1] ?? [])].map((place) => place.area);
        return isOwnBaseNight("bali", stay, dawn ?? null, nearby);
      });
      expect(moves, `${option.name}: ${stays.join(" → ")}`).toBeLessThanOrEqual(ownBase ? 2 : 1);
    }
  });

  it("offers a Bali family who love animals the zoo or the safari park", () => {
    const [, make] = ELEVEN[8];
    const family = make().options.find((option) => option.theme === "family");
    const ids = family?.itinerary.flatMap((day) => day.places.map((stop) => stop.placeId)) ?? [];
    expect(ids.some((id) => id === "bali-bali-zoo" || id === "bali-bali-safari-park")).toBe(true);
  });

  it("says in the notes which places were left out and why", () => {
    // Yogyakarta's days now fit its city hotel and leave nothing out (ADR 011, session 10, second).
    const result = plan("Lombok", "2027-05-10", "2027-05-16");
    const notes = result.options.map((option) => option.notes).join(" ");
    expect(notes).toMatch(/Left out: [^.]*\(it would make a day too long with the travel/);
  });

  it("prices each night by the class its base really has: a luxury Raja Ampat week is no five-star week", () => {
    const rajaAmpat = plan("Raja Ampat", "2027-05-10", "2027-05-16", { premium: "luxury" });
    const bali = plan("Bali", "2027-05-10", "2027-05-16", { premium: "luxury" });
    for (const result of [rajaAmpat, bali]) {
      for (const option of result.options) {
        const nights = option.costBasis?.hotelNights ?? [];
        expect(nights, option.id).toHaveLength(option.nights);
        // The class priced is the class of the night's base, as the card's badge says.
        nights.forEach((night, index) => {
          const stay = option.itinerary[index].stay;
          expect(night.hotelClass, `${option.id} night ${index + 1}`).toBe(
            stay ? bestClassAt(result.destination.id, stay, "luxury") : null,
          );
        });
      }
    }
    const room = (result: Planned, option: PackageOption) =>
      (option.costBasis?.hotelNights ?? []).reduce(
        (sum, night) => sum + (night.hotelClass ? ROOM_NIGHT_IDR_BY_CLASS[night.hotelClass] : ROOM_NIGHT_IDR).luxury,
        0,
      ) * result.destination.costLevel;
    for (const option of rajaAmpat.options) {
      expect(option.costBasis?.hotelNights?.some((night) => night.hotelClass === "five-star")).toBe(false);
      expect(room(rajaAmpat, option), option.id).toBeLessThan(
        option.nights * ROOM_NIGHT_IDR.luxury * rajaAmpat.destination.costLevel * 0.7,
      );
    }
    // Where every night is five-star, the luxury room rate stands.
    const fiveStar = bali.options.find((option) => option.hotelClass === "5★ Hotels");
    expect(fiveStar).toBeDefined();
    if (fiveStar)
      expect(room(bali, fiveStar)).toBe(fiveStar.nights * ROOM_NIGHT_IDR.luxury * bali.destination.costLevel);
  });
});

describe("no boat before dawn", () => {
  /** Each day of `option` whose pre-dawn start crosses the water from the night before's hotel, as "day: from → to". */
  function dawnCrossings(result: Planned, option: PackageOption): string[] {
    const model = dayTravelModel(result.destination.id);
    if (!model) return [];
    const days = placesOf(result, option);
    const dawns = dawnStartsOf(days.map((places) => places.map((place) => ({ place }))));
    const bases = stayBasesOf(option);
    return days.flatMap((places, day) => {
      const before = bases[day - 1];
      if (day === 0 || !dawns[day] || !before || places.length === 0) return [];
      const first = places[0].area;
      const crosses = model.crossesByNode[model.nodeOf(before) * model.nodeCount + model.nodeOf(first)] === 1;
      return crosses ? [`day ${day + 1}: ${before} → ${first}`] : [];
    });
  }

  it("starts Batur's sunrise climb from a night on Bali, not across the strait on Nusa Penida (a fortnight's adventure did)", () => {
    const fortnight = plan("Bali", "2027-05-10", "2027-05-23");
    const adventure = fortnight.options.find((option) => option.theme === "adventure");
    const baturDay = adventure?.itinerary.findIndex((day) =>
      day.places.some((stop) => stop.placeId === "bali-mount-batur"),
    );
    expect(baturDay).toBeGreaterThan(0);
    expect(adventure?.itinerary[(baturDay ?? 0) - 1].stay).not.toBe("Nusa Penida");
    for (const option of fortnight.options) expect(dawnCrossings(fortnight, option)).toEqual([]);
  });

  it("keeps every pre-dawn start of the eleven requests and of island trips on the stop's side of the water", () => {
    const trips = [
      ...ELEVEN.map(([, planned]) => planned()),
      plan("Lake Toba", "2027-05-10", "2027-05-16"),
      plan("Lombok", "2027-05-10", "2027-05-23"),
      plan("Bali", "2027-02-08", "2027-02-21"),
    ];
    for (const trip of trips) for (const option of trip.options) expect(dawnCrossings(trip, option)).toEqual([]);
  });

  it("lets a day's own chartered boat sail before dawn: Raja Ampat's resort boat to Sawinggrai's birds of paradise", () => {
    const sawinggrai = { place: { id: "raja-ampat-sawinggrai" } as Place };
    const batur = { place: { id: "bali-mount-batur" } as Place };
    expect(dawnStartsOf([[sawinggrai], [batur], []])).toEqual([false, true, false]);
  });
});
