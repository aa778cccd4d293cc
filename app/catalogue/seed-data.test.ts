import { existsSync, readFileSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { seedPackages } from "./seed-data";
import { isRegion, isTheme, REGIONS } from "./themes";

const publicDir = resolve(process.cwd(), "public");
const SVG_NS = "http://www.w3.org/2000/svg";

describe("seed catalogue", () => {
  it("has at least 24 packages", () => {
    expect(seedPackages.length).toBeGreaterThanOrEqual(24);
  });

  it("has unique, URL-safe package names of at most 80 characters", () => {
    const names = seedPackages.map((p) => p.packageName);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) {
      expect(name.trim()).toBe(name);
      expect(name.length).toBeGreaterThan(0);
      expect(name.length).toBeLessThanOrEqual(80);
      expect(name).not.toMatch(/[/?#%]/);
    }
  });

  it("points every package at a small, self-contained SVG under public/", () => {
    for (const p of seedPackages) {
      expect(p.imageUrl, p.packageName).toMatch(/^\/images\/packages\/[a-z0-9-]+\.svg$/);
      const file = resolve(publicDir, `.${p.imageUrl}`);
      expect(existsSync(file), `${p.imageUrl} exists`).toBe(true);
      expect(statSync(file).size, `${p.imageUrl} size`).toBeLessThan(8 * 1024);
      const svg = readFileSync(file, "utf8");
      expect(svg.toLowerCase()).not.toContain("<script");
      expect(svg.split(SVG_NS).join(""), `${p.imageUrl} has no external URLs`).not.toContain("http");
      expect(svg).toContain('viewBox="0 0 800 500"');
      expect(p.imageAlt.trim().length, `${p.packageName} alt`).toBeGreaterThan(10);
    }
  });

  it("has 3 or more custom packages with no price", () => {
    const custom = seedPackages.filter((p) => p.priceIDR === null);
    expect(custom.length).toBeGreaterThanOrEqual(3);
  });

  it("uses positive whole-rupiah prices when a price is set", () => {
    for (const p of seedPackages) {
      if (p.priceIDR === null) continue;
      expect(Number.isInteger(p.priceIDR), p.packageName).toBe(true);
      expect(p.priceIDR, p.packageName).toBeGreaterThan(0);
    }
  });

  it("has a day count of at least 1 that matches the duration text", () => {
    for (const p of seedPackages) {
      expect(Number.isInteger(p.days), p.packageName).toBe(true);
      expect(p.days, p.packageName).toBeGreaterThanOrEqual(1);
      expect(p.duration, p.packageName).toMatch(new RegExp(`\\b${p.days} Days?\\b`));
    }
  });

  it("links every package to an English Wikipedia article", () => {
    for (const p of seedPackages) {
      expect(p.websiteLink, p.packageName).toMatch(/^https:\/\/en\.wikipedia\.org\/wiki\/\S+$/);
    }
  });

  it("has a fixed createdAt that parses as a date", () => {
    for (const p of seedPackages) {
      expect(Number.isNaN(Date.parse(p.createdAt)), p.packageName).toBe(false);
    }
  });

  it("lists at least 3 described places per package", () => {
    for (const p of seedPackages) {
      expect(p.places.length, p.packageName).toBeGreaterThanOrEqual(3);
      for (const place of p.places) {
        expect(place.name.trim().length).toBeGreaterThan(0);
        expect(place.description.trim().length).toBeGreaterThan(0);
      }
    }
  });
});

describe("the seed packages' regions and themes", () => {
  it("use only the filters' words, and every package has a region and at least two themes", () => {
    for (const seed of seedPackages) {
      expect(isRegion(seed.region), `${seed.packageName}: ${seed.region}`).toBe(true);
      expect(seed.themes.length, seed.packageName).toBeGreaterThanOrEqual(2);
      for (const theme of seed.themes) expect(isTheme(theme), `${seed.packageName}: ${theme}`).toBe(true);
    }
  });

  it("put every island group to use, and give diving, family and trekking several packages each", () => {
    expect(new Set(seedPackages.map((seed) => seed.region))).toEqual(new Set(REGIONS));
    for (const theme of ["diving", "family", "trekking"]) {
      expect(seedPackages.filter((seed) => seed.themes.includes(theme)).length).toBeGreaterThanOrEqual(4);
    }
  });
});
