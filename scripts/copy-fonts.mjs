// Copies the self-hosted fonts (latin subset, variable weight) from their @fontsource packages into
// public/fonts. The pages no longer link these copies: global.css and root.tsx import the same files through
// the compiler, which serves them from /build under fingerprinted names. The copies stay for pages and styles
// cached before that change; once those have expired, this step (and "build"'s call of it) can go.
import { copyFileSync, mkdirSync } from "node:fs";

const fonts = [
  ["@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2", "fraunces-latin-wght-normal.woff2"],
  ["@fontsource-variable/inter/files/inter-latin-wght-normal.woff2", "inter-latin-wght-normal.woff2"],
];
mkdirSync("public/fonts", { recursive: true });
for (const [from, to] of fonts) copyFileSync(`node_modules/${from}`, `public/fonts/${to}`);
