// The back office's catalogue on each database: who may open it, creating and editing packages (names
// unique regardless of case), photos checked by content and resized into WebP, retiring a package out
// of the public catalogue, and the departure rules.
import { mkdtempSync } from "node:fs";
import { readdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffMessages } from "~/accounts/staff.server";
import { bookingMessages } from "~/bookings/booking-schema";
import { addDays, agencyToday, departureMessages } from "~/catalogue/departures";
import { ILLUSTRATIONS } from "~/catalogue/illustrations";
import { packageFormMessages } from "~/catalogue/package-form-schema";
import { PACKAGE_PHOTO_WIDTHS, packagePhotoFileName } from "~/catalogue/package-image";
import { cataloguePackageJson } from "~/catalogue/package-json";
import { photoMessages } from "~/catalogue/package-photos.server";
import { findPackageById, listAllPackages, listPackages } from "~/catalogue/packages.server";
import * as listRoute from "~/routes/admin.packages._index";
import * as editRoute from "~/routes/admin.packages.$packageId";
import * as newRoute from "~/routes/admin.packages.new";
import * as findPackagesRoute from "~/routes/api.findpackages";
import * as packageRoute from "~/routes/api.packages.$packageName";
import { loader as checkoutLoader } from "~/routes/checkout.$packageName";
import { loader as mediaLoader } from "~/routes/media.packages.$file";
import { uploadMessages } from "~/uploads/uploads.server";
import { reloadEnvForTests } from "~/utils/env.server";
import { bookings, departures, type TourPackageRow } from "../../drizzle/schema";
import { nextAirportClosedDay } from "../support/plannable-dates";
import { signedInAccount } from "./accounts-fixture";
import { callApi, jsonOf } from "./api-client";
import { createTestBooking } from "./booking-fixture";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./databases";
import { args, type DataReply, type FileField, page, postMultipart, settle, statusOf } from "./route-calls";
import { useAsAppDatabase } from "./use-database";

const MB = 1024 * 1024;
let counter = 0;
const unique = (label: string) => `${label} ${Date.now().toString(36)}${counter++}`;

// The first bytes of a Linux executable, padded: what a renamed program looks like.
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120, 0x01)]);
const HTML = Buffer.from("<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>");

let photosDir = "";

/** The field errors of a form's reply (Conform's SubmissionResult under `result`). */
function errorsOf(outcome: unknown): Record<string, string[]> {
  if (outcome instanceof Response) return {};
  const data = (outcome as DataReply).data as { result?: { error?: Record<string, string[]> } } | undefined;
  return data?.result?.error ?? {};
}

function packageFields(overrides: Record<string, string | FileField> = {}): Record<string, string | FileField> {
  return {
    intent: "save",
    packageName: unique("Sumba Horizons"),
    destination: "Sumba",
    region: "Nusa Tenggara",
    duration: "5 Days / 4 Nights",
    days: "5",
    price: "8.400.000",
    websiteLink: "https://en.wikipedia.org/wiki/Sumba",
    summary: "Savannah hills, megalithic villages and empty beaches.",
    description: "A slow week in East Nusa Tenggara.",
    highlights: "Walakiri at sunset\nPraijing village",
    inclusions: "Hotels\nDriver",
    exclusions: "Flights",
    places: "Walakiri Beach — Mangroves that dance at dusk\nWeekuri Lagoon",
    guideIncluded: "on",
    transportIncluded: "on",
    notes: "Dry season is best.",
    imageUrl: ILLUSTRATIONS[22].url,
    imageAlt: "Green hills rolling to the sea",
    ...overrides,
  };
}

async function storedPhotos(): Promise<string[]> {
  try {
    return (await readdir(photosDir)).sort();
  } catch {
    return [];
  }
}

async function photo(format: "png" | "jpeg", width: number, height: number, orientation?: number): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: "#2bb3b1" } });
  const encoded = format === "png" ? image.png() : image.jpeg();
  const withExif = orientation
    ? encoded.withMetadata({ orientation, exif: { IFD0: { Copyright: "Kelana test", Artist: "GPS secret" } } })
    : encoded;
  return withExif.toBuffer();
}

describe.each(databaseKinds)("back-office catalogue on %s", (kind) => {
  let database: TestDatabase;
  let staffCookie: string;
  let travellerCookie: string;

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "kelana-packages-"));
    process.env.DATA_DIR = dataDir;
    reloadEnvForTests();
    photosDir = path.join(dataDir, "uploads", "packages");
    database = await createTestDatabase(kind, { seed: true });
    useAsAppDatabase(database);
    staffCookie = (await signedInAccount(database.db, "staff")).cookie;
    travellerCookie = (await signedInAccount(database.db, "traveller")).cookie;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  async function create(fields: Record<string, string | FileField> = {}) {
    return settle(() =>
      newRoute.action(args(postMultipart("/admin/packages/new", packageFields(fields), staffCookie))),
    );
  }

  async function createdPackage(fields: Record<string, string | FileField> = {}): Promise<TourPackageRow> {
    const response = (await create(fields)) as Response;
    if (statusOf(response) !== 302) {
      const detail = response instanceof Response ? await response.text() : JSON.stringify(errorsOf(response));
      throw new Error(`creating the package answered ${statusOf(response)}: ${detail}`);
    }
    const id = response.headers.get("Location")!.split("/").pop()!;
    return (await findPackageById(database.db, id))!;
  }

  function edit(pkg: TourPackageRow, fields: Record<string, string | FileField>, cookie = staffCookie) {
    return settle(() =>
      editRoute.action(args(postMultipart(`/admin/packages/${pkg.id}`, fields, cookie), { packageId: pkg.id })),
    );
  }

  describe("access", () => {
    it("sends signed-out visitors to sign in, and shows travellers a 403, on every page and post", async () => {
      const pkg = (await listAllPackages(database.db))[0];
      const loaders = [
        () => listRoute.loader(args(page("/admin/packages"))),
        () => newRoute.loader(args(page("/admin/packages/new"))),
        () => editRoute.loader(args(page(`/admin/packages/${pkg.id}`), { packageId: pkg.id })),
      ];
      for (const run of loaders) {
        const signedOut = (await settle(run)) as Response;
        expect(signedOut.status).toBe(302);
        expect(signedOut.headers.get("Location")).toMatch(/^\/login\?redirectTo=%2Fadmin%2Fpackages/);
      }
      const travellerLoaders = [
        () => listRoute.loader(args(page("/admin/packages", travellerCookie))),
        () => newRoute.loader(args(page("/admin/packages/new", travellerCookie))),
        () => editRoute.loader(args(page(`/admin/packages/${pkg.id}`, travellerCookie), { packageId: pkg.id })),
      ];
      for (const run of travellerLoaders) {
        const refused = (await settle(run)) as Response;
        expect(refused.status).toBe(403);
        expect(await refused.text()).toBe(staffMessages.team);
      }
      const name = unique("Sneaky");
      const created = await settle(() =>
        newRoute.action(
          args(postMultipart("/admin/packages/new", packageFields({ packageName: name }), travellerCookie)),
        ),
      );
      expect(statusOf(created)).toBe(403);
      const retired = await edit(pkg, { intent: "retire" }, travellerCookie);
      expect(statusOf(retired)).toBe(403);
      expect((await findPackageById(database.db, pkg.id))!.retiredAt).toBeNull();
      expect((await listAllPackages(database.db, { query: name })).length).toBe(0);
    });

    it("refuses a change posted from another site", async () => {
      const pkg = (await listAllPackages(database.db))[0];
      const request = postMultipart(
        `/admin/packages/${pkg.id}`,
        { intent: "retire" },
        staffCookie,
        "https://evil.example",
      );
      const outcome = await settle(() => editRoute.action(args(request, { packageId: pkg.id })));
      expect(statusOf(outcome)).toBe(403);
      expect((await findPackageById(database.db, pkg.id))!.retiredAt).toBeNull();
    });

    it("answers an unknown package with a 404", async () => {
      for (const id of [crypto.randomUUID(), "not-an-id"]) {
        const outcome = await settle(() =>
          editRoute.loader(args(page(`/admin/packages/${id}`, staffCookie), { packageId: id })),
        );
        expect(statusOf(outcome)).toBe(404);
      }
    });
  });

  describe("packages", () => {
    it("staff create a package that appears in the public catalogue and the admin list", async () => {
      const name = unique("Sumba Horizons");
      const pkg = await createdPackage({ packageName: name, price: "IDR 8.400.000" });
      expect(pkg).toMatchObject({
        packageName: name,
        priceIDR: 8_400_000,
        days: 5,
        highlights: ["Walakiri at sunset", "Praijing village"],
        places: [
          { name: "Walakiri Beach", description: "Mangroves that dance at dusk" },
          { name: "Weekuri Lagoon", description: "" },
        ],
        guideIncluded: true,
        imageKey: null,
        retiredAt: null,
      });
      expect((await listPackages(database.db, { query: name })).packages.map((p) => p.id)).toEqual([pkg.id]);
      const list = await listRoute.loader(args(page("/admin/packages", staffCookie)));
      expect(list.packages.find((p) => p.id === pkg.id)).toMatchObject({
        priceIDR: 8_400_000,
        retired: false,
        departures: 0,
      });
    });

    it("an empty price makes a custom package, priced on request", async () => {
      const pkg = await createdPackage({ price: "" });
      expect(pkg.priceIDR).toBeNull();
      const list = await listRoute.loader(args(page("/admin/packages", staffCookie)));
      expect(list.packages.find((p) => p.id === pkg.id)?.priceIDR).toBeNull();
    });

    it("refuses a duplicate name, also when only the letter case differs, next to the field", async () => {
      const pkg = await createdPackage();
      const exact = await create({ packageName: pkg.packageName });
      expect(statusOf(exact)).toBe(409);
      expect(errorsOf(exact).packageName).toEqual([packageFormMessages.nameTaken]);
      const recased = await create({ packageName: pkg.packageName.toUpperCase() });
      expect(statusOf(recased)).toBe(409);
      expect(errorsOf(recased).packageName).toEqual([packageFormMessages.nameTakenOtherCase(pkg.packageName)]);
      expect((await listAllPackages(database.db, { query: pkg.packageName })).length).toBe(1);

      // Two staff creating the same name at once: exactly one wins.
      const name = unique("Race");
      const outcomes = await Promise.all([create({ packageName: name }), create({ packageName: name.toLowerCase() })]);
      expect(outcomes.map(statusOf).sort()).toEqual([302, 409]);
    });

    it("answers bad fields with a 400 and every message, keeping what was typed", async () => {
      const outcome = await create({
        price: "6,900,000",
        days: "0",
        websiteLink: "http://x.com",
        imageUrl: "/etc/passwd",
      });
      expect(statusOf(outcome)).toBe(400);
      expect(errorsOf(outcome)).toMatchObject({
        price: [packageFormMessages.price],
        days: [packageFormMessages.days],
        websiteLink: [packageFormMessages.websiteLink],
        imageUrl: [packageFormMessages.imageUrl],
      });
      const typed = (outcome as DataReply).data as { result: { initialValue: Record<string, string> } };
      expect(typed.result.initialValue.price).toBe("6,900,000");
    });

    it("staff edit a package; a booking made before keeps its snapshot", async () => {
      const pkg = await createdPackage();
      const booked = await createTestBooking(database.db, pkg.packageName, { idempotencyOwner: "owner" });
      const newName = unique("Sumba Slow Travel");
      const outcome = (await edit(
        pkg,
        packageFields({ packageName: newName, price: "9 100 000", days: "6" }),
      )) as Response;
      expect(outcome.status).toBe(302);
      expect(outcome.headers.get("Location")).toBe(`/admin/packages/${pkg.id}`);
      expect(await findPackageById(database.db, pkg.id)).toMatchObject({
        packageName: newName,
        priceIDR: 9_100_000,
        days: 6,
      });
      const [kept] = await database.db.select().from(bookings).where(eq(bookings.id, booked.id));
      expect([kept.packageName, kept.packageSnapshot.name, kept.unitPriceIDR]).toEqual([
        pkg.packageName,
        pkg.packageName,
        8_400_000,
      ]);

      // The edit page shows the saved values, and renaming to another package's name is refused.
      const loaded = await editRoute.loader(
        args(page(`/admin/packages/${pkg.id}`, staffCookie), { packageId: pkg.id }),
      );
      expect(loaded.defaults).toMatchObject({ packageName: newName, price: "9.100.000", days: "6" });
      const other = await createdPackage();
      const clash = await edit(pkg, packageFields({ packageName: other.packageName.toLowerCase() }));
      expect(statusOf(clash)).toBe(409);
      expect((await findPackageById(database.db, pkg.id))!.packageName).toBe(newName);
      // Saving it under its own name (changed case included) is fine.
      expect(statusOf(await edit(pkg, packageFields({ packageName: newName.toUpperCase() })))).toBe(302);
    });

    it("retiring takes a package out of the public list, search and API; its checkout says so; restoring brings it back", async () => {
      const pkg = await createdPackage();
      expect(statusOf(await edit(pkg, { intent: "retire" }))).toBe(302);
      expect((await findPackageById(database.db, pkg.id))!.retiredAt).toBeInstanceOf(Date);

      expect((await listPackages(database.db, { query: pkg.packageName })).total).toBe(0);
      expect((await listAllPackages(database.db)).map((p) => p.id)).not.toContain(pkg.id);
      const all = await jsonOf<Array<{ _id: string }>>(await callApi(findPackagesRoute, { path: "/api/findpackages" }));
      expect(all.map((p) => p._id)).not.toContain(pkg.id);
      const byName = await callApi(packageRoute, {
        path: `/api/packages/${encodeURIComponent(pkg.packageName)}`,
        params: { packageName: pkg.packageName },
      });
      expect(byName.status).toBe(404);

      const checkout = (await checkoutLoader(
        args(page(`/checkout/${encodeURIComponent(pkg.packageName)}`), { packageName: pkg.packageName }),
      )) as unknown as DataReply;
      expect(checkout.init?.status).toBe(410);
      expect(checkout.data).toEqual({ state: "retired", name: pkg.packageName });
      expect(bookingMessages.packageRetired).toBe("This package is no longer offered.");

      const list = await listRoute.loader(args(page("/admin/packages", staffCookie)));
      expect(list.packages.find((p) => p.id === pkg.id)?.retired).toBe(true);
      // Retired packages are listed after the listed ones.
      const firstRetired = list.packages.findIndex((p) => p.retired);
      expect(list.packages.slice(firstRetired).every((p) => p.retired)).toBe(true);

      expect(statusOf(await edit(pkg, { intent: "restore" }))).toBe(302);
      expect((await listPackages(database.db, { query: pkg.packageName })).total).toBe(1);
    });
  });

  describe("photos", () => {
    it("a real PNG is resized into three WebP files, served publicly and used by the card and the API", async () => {
      const before = await storedPhotos();
      const pkg = await createdPackage({
        photo: { bytes: await photo("png", 1600, 1000), name: "sumba.png", type: "image/png" },
      });
      expect(pkg.imageKey).toMatch(/^[0-9a-f]{32}$/);
      const key = pkg.imageKey!;
      const added = (await storedPhotos()).filter((name) => !before.includes(name));
      expect(added).toEqual(PACKAGE_PHOTO_WIDTHS.map((w) => packagePhotoFileName(key, w)).sort());
      for (const width of PACKAGE_PHOTO_WIDTHS) {
        const meta = await sharp(path.join(photosDir, packagePhotoFileName(key, width))).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(["webp", width, Math.round((width * 1000) / 1600)]);
      }

      const served = await mediaLoader(args(page(`/media/packages/${key}-800.webp`), { file: `${key}-800.webp` }));
      expect(served.status).toBe(200);
      expect(served.headers.get("Content-Type")).toBe("image/webp");
      expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(800);

      const json = cataloguePackageJson(pkg, { origin: "https://kelana.example", idrPerUsd: 16000 });
      expect(json.imageUrl).toBe(`https://kelana.example/media/packages/${key}-800.webp`);
      expect(json.images.map((image) => image.width)).toEqual([...PACKAGE_PHOTO_WIDTHS]);
    });

    it("a JPEG is turned upright by its EXIF orientation and stripped of its metadata", async () => {
      // Stored 1200 × 800 with orientation 6 (a quarter turn): upright it is 800 wide and 1200 high.
      const bytes = await photo("jpeg", 1200, 800, 6);
      expect((await sharp(bytes).metadata()).exif).toBeDefined();
      const pkg = await createdPackage({ photo: { bytes, name: "IMG_0001.JPG", type: "image/jpeg" } });
      const meta = await sharp(path.join(photosDir, packagePhotoFileName(pkg.imageKey!, 400))).metadata();
      expect([meta.width, meta.height]).toEqual([400, 600]);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    });

    it("a new photo replaces the old one's files; removing it goes back to the illustration", async () => {
      const pkg = await createdPackage({
        photo: { bytes: await photo("png", 800, 500), name: "a.png", type: "image/png" },
      });
      const oldKey = pkg.imageKey!;
      const replaced = await edit(
        pkg,
        packageFields({
          packageName: pkg.packageName,
          photo: { bytes: await photo("jpeg", 900, 600), name: "b.jpg", type: "image/jpeg" },
        }),
      );
      expect(statusOf(replaced)).toBe(302);
      const newKey = (await findPackageById(database.db, pkg.id))!.imageKey!;
      expect(newKey).not.toBe(oldKey);
      const files = await storedPhotos();
      expect(files.filter((name) => name.startsWith(oldKey))).toEqual([]);
      expect(files.filter((name) => name.startsWith(newKey))).toHaveLength(3);

      // Saving without a file keeps the photo.
      expect(statusOf(await edit(pkg, packageFields({ packageName: pkg.packageName })))).toBe(302);
      expect((await findPackageById(database.db, pkg.id))!.imageKey).toBe(newKey);

      expect(statusOf(await edit(pkg, packageFields({ packageName: pkg.packageName, removePhoto: "on" })))).toBe(302);
      expect((await findPackageById(database.db, pkg.id))!.imageKey).toBeNull();
      expect((await storedPhotos()).filter((name) => name.startsWith(newKey))).toEqual([]);
      const gone = await mediaLoader(args(page(`/media/packages/${newKey}-800.webp`), { file: `${newKey}-800.webp` }));
      expect(gone.status).toBe(404);
    });

    it("refuses a renamed executable, an HTML file and a 6 MB file by their content, saving nothing", async () => {
      const cases: Array<[FileField, string]> = [
        [
          { bytes: ELF, name: "photo.jpg", type: "image/jpeg" },
          uploadMessages.wrongType(["image/jpeg", "image/png", "image/webp"]),
        ],
        [
          { bytes: HTML, name: "photo.png", type: "image/png" },
          uploadMessages.wrongType(["image/jpeg", "image/png", "image/webp"]),
        ],
        [
          {
            bytes: Buffer.concat([await photo("png", 500, 400), Buffer.alloc(6 * MB)]),
            name: "big.png",
            type: "image/png",
          },
          uploadMessages.tooLarge,
        ],
      ];
      for (const [file, message] of cases) {
        const before = await storedPhotos();
        const name = unique("Refused photo");
        const outcome = await create({ packageName: name, photo: file });
        expect(statusOf(outcome), file.name).toBe(400);
        expect(errorsOf(outcome).photo).toEqual([message]);
        expect(await storedPhotos()).toEqual(before);
        expect((await listAllPackages(database.db, { query: name })).length).toBe(0);
      }
      expect(uploadMessages.tooLarge).toContain("larger than 5 MB");
    });

    it("refuses a photo that is too small or not really an image", async () => {
      const small = await create({
        photo: { bytes: await photo("png", 200, 100), name: "tiny.png", type: "image/png" },
      });
      expect(errorsOf(small).photo).toEqual([photoMessages.tooSmall]);
      // A PNG signature followed by garbage: the type check passes, decoding does not.
      const broken = Buffer.concat([(await photo("png", 600, 400)).subarray(0, 40), Buffer.alloc(2000, 7)]);
      const outcome = await create({ photo: { bytes: broken, name: "broken.png", type: "image/png" } });
      expect(statusOf(outcome)).toBe(400);
      expect(errorsOf(outcome).photo).toEqual([photoMessages.unreadable]);
    });

    it("serves only names of our photos, and nothing it does not have", async () => {
      const key = "0123456789abcdef0123456789abcdef";
      for (const file of [
        `${key}-800.webp`,
        `${key}-800.png`,
        `${key}.pdf`,
        "../../session-secret",
        `${key}-999.webp`,
      ]) {
        const response = await mediaLoader(args(page(`/media/packages/${encodeURIComponent(file)}`), { file }));
        expect(response.status, file).toBe(404);
      }
    });
  });

  describe("departures", () => {
    const inDays = (days: number) => addDays(agencyToday(), days);

    async function departuresOf(pkg: TourPackageRow) {
      return database.db.select().from(departures).where(eq(departures.packageId, pkg.id));
    }

    function rowErrorOf(outcome: unknown) {
      return ((outcome as DataReply).data as { rowError?: { departureId: string; field: string; message: string } })
        .rowError;
    }

    it("adds a departure today or later, one per date, with a capacity of 1 to 500", async () => {
      const pkg = await createdPackage();
      const added = (await edit(pkg, { intent: "add-departure", startsOn: inDays(30), capacity: "12" })) as Response;
      expect(added.status).toBe(302);
      expect(added.headers.get("Location")).toBe(`/admin/packages/${pkg.id}#departures`);
      expect((await departuresOf(pkg)).map((d) => [d.startsOn, d.capacity, d.seatsTaken])).toEqual([
        [inDays(30), 12, 0],
      ]);
      expect(statusOf(await edit(pkg, { intent: "add-departure", startsOn: inDays(0), capacity: "1" }))).toBe(302);

      const refusals: Array<[Record<string, string>, string, string]> = [
        [{ startsOn: inDays(-1), capacity: "10" }, "startsOn", departureMessages.past],
        [{ startsOn: inDays(30), capacity: "10" }, "startsOn", departureMessages.duplicate(inDays(30))],
        [{ startsOn: inDays(365 * 4), capacity: "10" }, "startsOn", departureMessages.tooFar],
        [{ startsOn: "2027-02-30", capacity: "10" }, "startsOn", departureMessages.date],
        [{ startsOn: inDays(40), capacity: "0" }, "capacity", departureMessages.capacity],
        [{ startsOn: inDays(40), capacity: "501" }, "capacity", departureMessages.capacity],
        [{ startsOn: inDays(40), capacity: "ten" }, "capacity", departureMessages.capacity],
      ];
      for (const [fields, field, message] of refusals) {
        const outcome = await edit(pkg, { intent: "add-departure", ...fields });
        expect(statusOf(outcome), JSON.stringify(fields)).toBe(400);
        expect(errorsOf(outcome)[field], JSON.stringify(fields)).toEqual([message]);
      }
      expect(await departuresOf(pkg)).toHaveLength(2);

      const loaded = await editRoute.loader(
        args(page(`/admin/packages/${pkg.id}`, staffCookie), { packageId: pkg.id }),
      );
      expect(loaded.departures.map((d) => [d.startsOn, d.capacity, d.seatsTaken, d.seatsLeft])).toEqual([
        [inDays(0), 1, 0, 1],
        [inDays(30), 12, 0, 12],
      ]);
    });

    it("refuses a Bali package's departure whose trip meets Nyepi, next to its date", async () => {
      const bali = await createdPackage({ region: "Bali", days: "5", duration: "5 Days / 4 Nights" });
      const nyepi = nextAirportClosedDay(addDays(agencyToday(), 5));
      for (const startsOn of [addDays(nyepi, -4), addDays(nyepi, -2), nyepi]) {
        const refused = await edit(bali, { intent: "add-departure", startsOn, capacity: "10" });
        expect(statusOf(refused), startsOn).toBe(400);
        expect(errorsOf(refused).startsOn?.[0], startsOn).toMatch(
          /^Bali is closed on .+ for Nyepi, Saka New Year \d+.*: .*no tour runs that day.*\. Please choose another date\.$/,
        );
      }
      expect(await departuresOf(bali)).toHaveLength(0);
      // The day after, and a trip that ends the day before, can be scheduled; another region across Nyepi too.
      for (const startsOn of [addDays(nyepi, 1), addDays(nyepi, -5)]) {
        expect(statusOf(await edit(bali, { intent: "add-departure", startsOn, capacity: "10" })), startsOn).toBe(302);
      }
      const sumba = await createdPackage();
      expect(statusOf(await edit(sumba, { intent: "add-departure", startsOn: nyepi, capacity: "10" }))).toBe(302);
      // Nor can a package be moved to Bali, or Bali's made longer, under a departure that would then meet Nyepi.
      const save = (pkg: TourPackageRow, fields: Record<string, string>) =>
        edit(pkg, packageFields({ packageName: pkg.packageName, ...fields }));
      const moved = await save(sumba, { region: "Bali" });
      expect(statusOf(moved)).toBe(409);
      expect(errorsOf(moved).region?.[0]).toMatch(
        /^The departure on .+ would then include .+, when Bali is closed for Nyepi: remove that departure first\.$/,
      );
      expect((await findPackageById(database.db, sumba.id))!.region).toBe("Nusa Tenggara");
      const longer = await save(bali, { region: "Bali", days: "7", duration: "7 Days / 6 Nights" });
      expect(statusOf(longer)).toBe(409);
      expect(errorsOf(longer).days?.[0]).toMatch(/would then include/);
      expect(statusOf(await save(bali, { region: "Bali", days: "4", duration: "4 Days / 3 Nights" }))).toBe(302);
    });

    it("changes a capacity, never below the seats taken", async () => {
      const pkg = await createdPackage();
      const [departure] = await database.db
        .insert(departures)
        .values({ packageId: pkg.id, startsOn: inDays(20), capacity: 10, seatsTaken: 7 })
        .returning();
      expect(statusOf(await edit(pkg, { intent: "set-capacity", departureId: departure.id, capacity: "7" }))).toBe(302);
      const below = await edit(pkg, { intent: "set-capacity", departureId: departure.id, capacity: "6" });
      expect(statusOf(below)).toBe(409);
      expect(rowErrorOf(below)).toEqual({
        departureId: departure.id,
        field: "capacity",
        message: departureMessages.belowTaken(departure.startsOn, 7),
      });
      expect(rowErrorOf(below)?.message).toMatch(
        /^7 seats are already taken on .*: the capacity cannot be less than 7\.$/,
      );
      const tooMany = await edit(pkg, { intent: "set-capacity", departureId: departure.id, capacity: "501" });
      expect(statusOf(tooMany)).toBe(400);
      expect(rowErrorOf(tooMany)?.message).toBe(departureMessages.capacity);
      expect((await departuresOf(pkg))[0].capacity).toBe(7);
    });

    it("removes a departure only while no booking holds seats, and never another package's", async () => {
      const pkg = await createdPackage();
      const other = await createdPackage();
      const [held, free, foreign] = await database.db
        .insert(departures)
        .values([
          { packageId: pkg.id, startsOn: inDays(20), capacity: 10, seatsTaken: 3 },
          { packageId: pkg.id, startsOn: inDays(27), capacity: 10, seatsTaken: 0 },
          { packageId: other.id, startsOn: inDays(27), capacity: 10, seatsTaken: 0 },
        ])
        .returning();
      const refused = await edit(pkg, { intent: "remove-departure", departureId: held.id });
      expect(statusOf(refused)).toBe(409);
      expect(rowErrorOf(refused)?.message).toBe(departureMessages.stillBooked(held.startsOn, 3));

      const foreignOutcome = await edit(pkg, { intent: "remove-departure", departureId: foreign.id });
      expect(statusOf(foreignOutcome)).toBe(409);
      expect(rowErrorOf(foreignOutcome)?.message).toBe(departureMessages.gone);
      expect(await departuresOf(other)).toHaveLength(1);

      const capacityOfForeign = await edit(pkg, { intent: "set-capacity", departureId: foreign.id, capacity: "2" });
      expect(rowErrorOf(capacityOfForeign)?.message).toBe(departureMessages.gone);
      expect((await departuresOf(other))[0].capacity).toBe(10);

      expect(statusOf(await edit(pkg, { intent: "remove-departure", departureId: free.id }))).toBe(302);
      expect((await departuresOf(pkg)).map((d) => d.id)).toEqual([held.id]);
      const garbage = await edit(pkg, { intent: "remove-departure", departureId: "' or 1=1 --" });
      expect(statusOf(garbage)).toBe(400);
      expect(await departuresOf(pkg)).toHaveLength(1);
    });
  });
});
