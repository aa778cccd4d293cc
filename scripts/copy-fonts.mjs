// Copies the self-hosted fonts (latin subset, variable weight) from their @fontsource packages into
// public/fonts, so that the site never loads a font from a third-party host.
import { copyFileSync, mkdirSync } from "node:fs";

const fonts = [
  ["@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2", "fraunces-latin-wght-normal.woff2"],
  ["@fontsource-variable/inter/files/inter-latin-wght-normal.woff2", "inter-latin-wght-normal.woff2"],
];
mkdirSync("public/fonts", { recursive: true });
for (const [from, to] of fonts) copyFileSync(`node_modules/${from}`, `public/fonts/${to}`);
