// Families on the tour form, through the route's loader and action as a browser without JavaScript
// calls them: infants are asked for, children's ages written in the texts correct the party and are
// shown to check before anything is planned, the traveller's correction wins, and the plan's options
// each get their own picture.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInJakarta } from "~/planner/dates";
import { THEME_PICTURES } from "~/planner/option-picture";
import { TOUR_REQUEST_MESSAGES } from "~/planner/tour-request";
import { loader as packageLoader } from "~/routes/package";
import { action as tourAction, loader as tourLoader } from "~/routes/tourgenarations";
import { findActiveTour } from "~/tours/tours.server";
import { tours } from "../../drizzle/schema";
import { plannableDaysAhead } from "../support/plannable-dates";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./databases";
import { args, ORIGIN, page, post, replyOf, settle, statusOf } from "./route-calls";
import { useAsAppDatabase } from "./use-database";

const start = plannableDaysAhead(todayInJakarta(new Date()), 60);

type TourReply = {
  result: { status?: string; initialValue: Record<string, string>; error?: Record<string, string[]> };
  suggestions: string[];
  partyCheck: { message: string } | null;
};

function tourForm(fields: Record<string, string>): Record<string, string> {
  return {
    destination: "Bali",
    startDate: start,
    endDate: addDays(start, 4),
    adults: "2",
    children: "0",
    infants: "0",
    premium: "premium",
    paymentMethod: "before",
    ...fields,
  };
}

/** What the tour form's action answers to these fields. */
async function submitTour(fields: Record<string, string>) {
  return settle(() => tourAction(args(post("/tourgenarations", tourForm(fields)))));
}

/** The plan a successful post redirected to. */
async function plannedTour(database: TestDatabase, outcome: unknown) {
  expect(outcome).toBeInstanceOf(Response);
  const location = (outcome as Response).headers.get("Location") ?? "";
  expect(location).toMatch(/^\/package\?tour=[0-9a-f-]{36}$/);
  const tour = await findActiveTour(database.db, new URL(location, ORIGIN).searchParams.get("tour"));
  expect(tour).toBeDefined();
  return tour!;
}

async function savedTourCount(database: TestDatabase): Promise<number> {
  return (await database.db.select({ id: tours.id }).from(tours)).length;
}

describe.each(databaseKinds)("Families on the tour form on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    useAsAppDatabase(database);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("Travellers who write 'we have a 6-year-old' are shown an infant in the party before anything is planned", async () => {
    const before = await savedTourCount(database);
    const reply = replyOf<TourReply>(await submitTour({ specialRequests: "We have a 6-year-old who loves turtles" }));
    expect(reply.status).toBe(200);
    expect(reply.data.partyCheck?.message).toBe("We read: 2 adults, 1 infant (6) — change it if that's wrong.");
    // The form comes back with the party set to what was read, and the reading the traveller now sees.
    expect(reply.data.result.initialValue).toMatchObject({
      adults: "2",
      children: "0",
      infants: "1",
      partyRead: "6",
      specialRequests: "We have a 6-year-old who loves turtles",
      destination: "Bali",
    });
    expect(await savedTourCount(database)).toBe(before);

    // Sent again as shown, it is planned for 2 adults and 1 infant.
    const tour = await plannedTour(database, await submitTour(reply.data.result.initialValue));
    expect(tour.request).toMatchObject({ adults: 2, children: 0, infants: 1 });

    const results = replyOf<{ tour: { request: { party: unknown } } }>(
      await packageLoader(args(page(`/package?tour=${tour.id}`))),
    );
    expect(results.data.tour.request.party).toEqual({ adults: 2, children: 0, infants: 1 });
  });

  it("Travellers who write 'kids aged 8 and 10' are shown two children", async () => {
    const reply = replyOf<TourReply>(await submitTour({ specialRequests: "kids aged 8 and 10" }));
    expect(reply.status).toBe(200);
    expect(reply.data.partyCheck?.message).toBe(
      "We read: 2 adults, 2 children (8 and 10) — change it if that's wrong.",
    );
    expect(reply.data.result.initialValue).toMatchObject({ children: "2", infants: "0", partyRead: "8,10" });
    const tour = await plannedTour(database, await submitTour(reply.data.result.initialValue));
    expect(tour.request).toMatchObject({ adults: 2, children: 2, infants: 0 });
  });

  it("The traveller's correction wins over what was read", async () => {
    const shown = replyOf<TourReply>(await submitTour({ specialRequests: "our daughter (6) turns 7 in May" }));
    expect(shown.data.result.initialValue).toMatchObject({ children: "0", infants: "1", partyRead: "6" });
    // She will be 7 by the trip: the traveller moves her back to the children and sends the form.
    const tour = await plannedTour(
      database,
      await submitTour({ ...shown.data.result.initialValue, children: "1", infants: "0" }),
    );
    expect(tour.request).toMatchObject({ adults: 2, children: 1, infants: 0 });
  });

  it("A child added to the text after the check is shown again, on top of the traveller's counts", async () => {
    const shown = replyOf<TourReply>(await submitTour({ specialRequests: "a 6-year-old" }));
    const again = replyOf<TourReply>(
      await submitTour({
        ...shown.data.result.initialValue,
        children: "1",
        infants: "0",
        specialRequests: "a 6-year-old and a baby",
      }),
    );
    expect(again.status).toBe(200);
    expect(again.data.result.initialValue).toMatchObject({ children: "1", infants: "1", partyRead: "b,6" });
  });

  it("With JavaScript the party was corrected as they typed: the post plans straight away", async () => {
    const tour = await plannedTour(
      database,
      await submitTour({ specialRequests: "two children, 4 and 9", children: "1", infants: "1", partyRead: "4,9" }),
    );
    expect(tour.request).toMatchObject({ adults: 2, children: 1, infants: 1 });
  });

  it("A text that names no child, or agrees with the form, plans without a check", async () => {
    await plannedTour(database, await submitTour({ specialRequests: "temples, food, no hiking please" }));
    const tour = await plannedTour(
      database,
      await submitTour({ specialRequests: "the kids are 8 and 10", children: "2" }),
    );
    expect(tour.request).toMatchObject({ children: 2, infants: 0 });
  });

  it("Reads the trip description too, after it filled the empty fields", async () => {
    const reply = replyOf<TourReply>(
      await submitTour({ destination: "", describe: "Bali with our twins, aged 5, and a 9-year-old" }),
    );
    expect(reply.status).toBe(200);
    expect(reply.data.result.initialValue).toMatchObject({ destination: "Bali", children: "1", infants: "2" });
  });

  it("Asks for infants: 0 to 5 of them, like children, and says so", async () => {
    for (const infants of ["6", "-1", "1.5", "two", "99999"]) {
      const reply = replyOf<TourReply>(await submitTour({ infants }));
      expect(reply.status, infants).toBe(400);
      expect(reply.data.result.error?.infants, infants).toEqual([TOUR_REQUEST_MESSAGES.infantsRange]);
      expect(reply.data.result.initialValue.infants, infants).toBe(infants);
    }
    expect(TOUR_REQUEST_MESSAGES.infantsRange).toBe("Infants must be between 0 and 5");
    const tour = await plannedTour(database, await submitTour({ infants: "5" }));
    expect(tour.request).toMatchObject({ infants: 5 });
    // A form without the field (an old page, another client) means no infants.
    const { infants: _omitted, ...withoutInfants } = tourForm({});
    const old = await plannedTour(
      database,
      await settle(() => tourAction(args(post("/tourgenarations", withoutInfants)))),
    );
    expect(old.request).toMatchObject({ infants: 0 });
  });

  it("Shows the corrected party next to the form's other mistakes", async () => {
    const reply = replyOf<TourReply>(await submitTour({ endDate: addDays(start, -1), specialRequests: "with a baby" }));
    expect(reply.status).toBe(400);
    expect(reply.data.result.error?.endDate).toBeDefined();
    expect(reply.data.result.initialValue).toMatchObject({ infants: "1", partyRead: "b" });
  });

  it("Caps what a long text can add and refuses hostile input with messages, never a 500", async () => {
    const many = replyOf<TourReply>(await submitTour({ specialRequests: "a 6-year-old, ".repeat(60).slice(0, 1000) }));
    expect(many.status).toBe(200);
    expect(many.data.result.initialValue.infants).toBe("5");
    expect(many.data.partyCheck?.message).toContain("The form takes at most 5 children and 5 infants");

    const tooLong = await submitTour({ specialRequests: "kids aged 8 and 10 ".repeat(200) });
    expect(statusOf(tooLong)).toBe(400);
    expect(replyOf<TourReply>(tooLong).data.result.error?.specialRequests).toEqual([
      TOUR_REQUEST_MESSAGES.specialRequestsTooLong,
    ]);

    // A forged reading key counts for nothing: the party read is still shown.
    for (const partyRead of ["17,17,17", "x".repeat(5000), "b,b,b,b,b,b,b,b,b,b,b,b,b,b,b,b,b,b,b,b,b"]) {
      const forged = replyOf<TourReply>(await submitTour({ specialRequests: "we have a 6-year-old", partyRead }));
      expect(forged.status, partyRead.slice(0, 20)).toBe(200);
      expect(forged.data.result.initialValue.infants).toBe("1");
    }
    // Counts that are not numbers are the schema's to explain.
    const bad = replyOf<TourReply>(await submitTour({ adults: "lots", specialRequests: "a 6-year-old" }));
    expect(bad.status).toBe(400);
    expect(bad.data.result.error?.adults).toBeDefined();
  });

  it("Each option of a plan has its own picture: Bali's five differ, Paris is drawn as Paris", async () => {
    const bali = await plannedTour(database, await submitTour({ children: "1" }));
    const baliPage = replyOf<{ tour: { pictures: Record<string, string>; options: { id: string }[] } }>(
      await packageLoader(args(page(`/package?tour=${bali.id}`))),
    );
    const baliPictures = baliPage.data.tour.options.map((option) => baliPage.data.tour.pictures[option.id]);
    expect(new Set(baliPictures).size).toBe(baliPictures.length);
    expect(baliPictures.length).toBeGreaterThanOrEqual(5);

    const paris = await plannedTour(database, await submitTour({ destination: "Paris" }));
    const parisPage = replyOf<{ tour: { pictures: Record<string, string> } }>(
      await packageLoader(args(page(`/package?tour=${paris.id}`))),
    );
    const signature = paris.options.find((option) => option.theme === "signature")!;
    expect(parisPage.data.tour.pictures[signature.id]).toBe("/images/destinations/paris.svg");
    for (const picture of Object.values(parisPage.data.tour.pictures)) {
      expect([THEME_PICTURES.adventure, THEME_PICTURES.culture, THEME_PICTURES.nature]).not.toContain(picture);
    }
  });

  it("A quick pick without JavaScript comes back with the pick as destination and everything typed kept", async () => {
    const query = new URLSearchParams({
      destination: "Somewhere",
      pick: "Tokyo",
      startDate: start,
      adults: "3",
      infants: "1",
      specialRequests: "with a baby",
      partyRead: "b",
    });
    const loaded = replyOf<{ prefill: Record<string, string> }>(
      await tourLoader(args(page(`/tourgenarations?${query}`))),
    );
    expect(loaded.data.prefill).toEqual({
      destination: "Tokyo",
      startDate: start,
      adults: "3",
      infants: "1",
      specialRequests: "with a baby",
      partyRead: "b",
    });
    // Not a quick pick: the typed destination stays; oversized values are cut to what the form takes.
    const other = replyOf<{ prefill: Record<string, string> }>(
      await tourLoader(
        args(
          page(`/tourgenarations?destination=Bali&pick=Atlantis&adults=${"9".repeat(50)}&describe=${"x".repeat(900)}`),
        ),
      ),
    );
    expect(other.data.prefill.destination).toBe("Bali");
    expect(other.data.prefill.adults).toBe("9999");
    expect(other.data.prefill.describe).toHaveLength(500);
  });
});
