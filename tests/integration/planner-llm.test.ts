// The language-model step against a real OpenAI-compatible server on loopback (node:http, port 0),
// answering what each test sets up: a valid plan, malformed JSON, an HTTP 500, or nothing in time.
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { tripCalendar } from "~/planner/calendar-fit";
import { costPackage } from "~/planner/cost-model";
import { addDays, todayInJakarta } from "~/planner/dates";
import { destinations } from "~/planner/knowledge-base";
import { optionStays, planTour } from "~/planner/plan";
import { hotelNightsOf } from "~/planner/stays";
import type { TourRequest } from "~/planner/tour-request";
import { feeItemsOf, transportPlanOf } from "~/planner/trip-costs";
import type { LlmConfig } from "~/tours/llm.server";
import { LLM_FALLBACK_NOTE } from "~/tours/llm-answer";
import { createTourPlan } from "~/tours/planning.server";
import { findActiveTour } from "~/tours/tours.server";
import { plannableDaysAhead } from "../support/plannable-dates";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./databases";

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

const start = plannableDaysAhead(todayInJakarta(new Date()), 60);
const request: TourRequest = {
  destination: "Bali",
  premium: "luxury",
  startDate: start,
  endDate: addDays(start, 5),
  adults: 2,
  children: 1,
  paymentMethod: "before",
  specialRequests: "We love temples",
};
const bali = destinations.find((destination) => destination.id === "bali")!;
const builtIn = planTour(request, { idrPerUsd: 16_000 });
if (!builtIn.ok) throw new Error("Bali must plan");
const firstOption = builtIn.options[0];
const pickedPlaces = ["bali-tanah-lot", "bali-tegallalang", "bali-tirta-empul", "bali-unknown-castle"];

function chatCompletion(content: string) {
  return JSON.stringify({
    id: "chatcmpl-1",
    object: "chat.completion",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
  });
}

describe("planning with a language model over an OpenAI-compatible API", () => {
  let server: Server;
  let handler: Handler;
  let received: { path: string; authorization?: string; body: Record<string, unknown> }[] = [];
  let config: LlmConfig;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        received.push({
          path: req.url ?? "",
          authorization: req.headers.authorization,
          body: JSON.parse(body || "{}"),
        });
        handler(req, body, res);
      });
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const { port } = server.address() as AddressInfo;
    config = { baseUrl: `http://127.0.0.1:${port}/v1/`, model: "test-model", apiKey: "sk-test", timeoutMs: 1_000 };
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    received = [];
  });

  describe.each(databaseKinds)("saving plans on %s", (kind) => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(kind);
    });
    afterAll(async () => {
      await database?.dispose();
    });

    it("uses the model's places and text, prices them with the cost model and saves the plan", async () => {
      handler = (_req, _body, res) => {
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end(
          chatCompletion(
            JSON.stringify({
              options: [
                {
                  id: firstOption.id,
                  name: "Sacred Springs & Sea Temples",
                  summary: "Temples by the sea and in the hills, at an easy pace.",
                  notes: "Sarongs are lent at every temple.",
                  placeIds: pickedPlaces,
                  reasons: { "bali-tirta-empul": "Bathe in the holy springs" },
                  priceIDR: 1,
                },
              ],
            }),
          ),
        );
      };
      const result = await createTourPlan(database.db, request, { idrPerUsd: 16_000, llm: config });
      expect(result.ok).toBe(true);
      if (!result.ok) return;

      // The request the model received.
      expect(received).toHaveLength(1);
      expect(received[0].path).toBe("/v1/chat/completions");
      expect(received[0].authorization).toBe("Bearer sk-test");
      expect(received[0].body).toMatchObject({
        model: "test-model",
        temperature: 0,
        response_format: { type: "json_object" },
      });

      const saved = (await findActiveTour(database.db, result.tour.id))!;
      expect(saved.provider).toBe("llm:test-model");
      expect(saved.destinationId).toBe("bali");
      const option = saved.options.find((candidate) => candidate.id === firstOption.id)!;
      expect(option.name).toBe("Sacred Springs & Sea Temples");
      expect(option.notes).toContain("Sarongs are lent at every temple.");
      expect(option.places.map((place) => place.name)).toEqual([
        "Tanah Lot Temple",
        "Tegallalang Rice Terraces",
        "Tirta Empul Water Temple",
      ]);
      expect(
        option.itinerary.flatMap((day) => day.places).find((entry) => entry.placeId === "bali-tirta-empul")?.reason,
      ).toBe("Bathe in the holy springs");

      const fees = pickedPlaces
        .slice(0, 3)
        .reduce((sum, id) => sum + bali.places.find((place) => place.id === id)!.entranceFeeIDR, 0);
      const dayPlaceIds = option.itinerary.map((day) => day.places.map((entry) => entry.placeId));
      const parkFees = feeItemsOf(dayPlaceIds);
      const stays = optionStays(
        bali,
        option.theme,
        tripCalendar(bali.id, option.startDate, option.days),
        option.itinerary.map((day) =>
          day.places.map((entry) => bali.places.find((place) => place.id === entry.placeId)!),
        ),
        option.nights,
        "luxury",
      );
      const expected = costPackage({
        // The boats and park fees of the model's days; the trip's dates, and so its peak nights, are the plan's.
        transport: transportPlanOf(dayPlaceIds, "luxury", stays.bases),
        ...(parkFees.length ? { fees: parkFees } : {}),
        // Each night by the class of the base the model's days sleep at.
        hotelNights: hotelNightsOf(bali.id, option.startDate, option.endDate, stays, "luxury"),
        ...(option.costBasis?.peakNights ? { peakNights: option.costBasis.peakNights } : {}),
        level: "luxury",
        days: option.days,
        nights: option.nights,
        party: { adults: 2, children: 1, infants: 0 },
        costLevel: bali.costLevel,
        guideIncluded: option.guideIncluded,
        transportIncluded: option.transportIncluded,
        entranceFeesPerAdultIDR: fees,
      });
      expect(option.priceIDR).toBe(expected.perAdultIDR);
      expect(option.totalIDR).toBe(Math.round(expected.perAdultIDR * 2.7));
      // Options the model did not rewrite are the built-in ones.
      expect(saved.options.slice(1)).toEqual(builtIn.options.slice(1));
    });

    it("falls back to the built-in planner and says so when the answer is malformed JSON", async () => {
      handler = (_req, _body, res) => {
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end(chatCompletion('{"options": [ {"id": "bali-signature", '));
      };
      const result = await createTourPlan(database.db, request, { idrPerUsd: 16_000, llm: config });
      expect(result.ok && result.fallback).toBe("malformed_json");
      const saved = (await findActiveTour(database.db, result.ok ? result.tour.id : ""))!;
      expect(saved.provider).toBe("built-in");
      expect(saved.options.map((option) => option.priceIDR)).toEqual(builtIn.options.map((option) => option.priceIDR));
      for (const option of saved.options) expect(option.notes.startsWith(LLM_FALLBACK_NOTE)).toBe(true);
    });

    it("falls back when the model server answers HTTP 500", async () => {
      handler = (_req, _body, res) => {
        res.writeHead(500, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ error: { message: "model overloaded" } }));
      };
      const result = await createTourPlan(database.db, request, { idrPerUsd: 16_000, llm: config });
      expect(result.ok && result.fallback).toBe("http");
      expect(result.ok && result.tour.provider).toBe("built-in");
      expect(result.ok && result.tour.options[0].notes).toContain("built-in planner");
    });

    it("falls back when the model takes longer than the timeout", async () => {
      // A model that never answers: only the client's timeout can end the wait.
      handler = () => {};
      const result = await createTourPlan(database.db, request, {
        idrPerUsd: 16_000,
        llm: { ...config, timeoutMs: 300 },
      });
      expect(result.ok && result.fallback).toBe("timeout");
      expect(result.ok && result.tour.provider).toBe("built-in");
    });

    it("falls back when the answer only names places the destination does not have", async () => {
      handler = (_req, _body, res) => {
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end(
          chatCompletion(JSON.stringify({ options: [{ id: firstOption.id, placeIds: ["eiffel-tower", "atlantis"] }] })),
        );
      };
      const result = await createTourPlan(database.db, request, { idrPerUsd: 16_000, llm: config });
      expect(result.ok && result.fallback).toBe("invalid_answer");
      expect(result.ok && result.tour.options.map((option) => option.name)).toEqual(
        builtIn.options.map((option) => option.name),
      );
    });
  });
});
