// Runs first in `npm test` and `npm run test:e2e`: the end-to-end suite drives a system Chromium
// (playwright.config.ts: CHROMIUM_PATH, else Debian's /usr/bin/chromium), and without one it would fail
// only after the typecheck, lint, build and unit tests, deep inside Playwright. Here it stops at once
// with the command that installs it, or, as root on Debian (a container, CI), installs it and goes on.
// A CHROMIUM_PATH that names nothing is a mistake to fix, not a reason to install Debian's browser.
import { spawnSync } from "node:child_process";
import { accessSync, constants, statSync } from "node:fs";
import path from "node:path";

/** playwright.config.ts's default: Debian's chromium package. */
const DEBIAN_CHROMIUM = "/usr/bin/chromium";
const INSTALL = "apt-get install -y chromium";

const chosen = process.env.CHROMIUM_PATH?.trim() || undefined;

function isExecutableFile(file) {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Whether `command` is on the PATH (as the shell would find it). */
function onPath(command) {
  return (process.env.PATH ?? "")
    .split(path.delimiter)
    .filter(Boolean)
    .some((dir) => isExecutableFile(path.join(dir, command)));
}

function fail(lines) {
  console.error(["", ...lines.map((line) => (line ? `check-chromium: ${line}` : "")), ""].join("\n"));
  process.exit(1);
}

/** Debian's chromium, installed quietly; apt's own output only if it fails. */
function installDebianChromium() {
  console.log(`check-chromium: no Chromium at ${DEBIAN_CHROMIUM}; installing Debian's (${INSTALL})…`);
  const apt = (args) =>
    spawnSync("apt-get", args, {
      encoding: "utf8",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  let result = apt(["install", "-y", "-qq", "chromium"]);
  // A fresh container has no package lists yet ("Unable to locate package"): fetch them once, try again.
  if (result.status !== 0) {
    const update = apt(["update", "-qq"]);
    if (update.status === 0) result = apt(["install", "-y", "-qq", "chromium"]);
    else result = update;
  }
  if (result.status !== 0) {
    fail([
      `installing Debian's chromium failed (apt-get exited with ${result.status ?? result.signal}):`,
      ...`${result.stderr ?? ""}${result.error ?? ""}`.trim().split("\n").slice(-10),
      `Install it yourself (${INSTALL}), or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
    ]);
  }
}

const asRoot = process.getuid?.() === 0;
const apt = onPath("apt-get");

if (chosen && !isExecutableFile(chosen)) {
  fail([
    `CHROMIUM_PATH=${chosen} is not an executable file.`,
    isExecutableFile(DEBIAN_CHROMIUM)
      ? `Point it at a Chromium or Chrome binary, or unset it to use Debian's ${DEBIAN_CHROMIUM}.`
      : `Point it at a Chromium or Chrome binary, or unset it and install Debian's: ${asRoot ? "" : "sudo "}${INSTALL}`,
  ]);
}
if (!chosen && !isExecutableFile(DEBIAN_CHROMIUM)) {
  if (asRoot && apt) {
    installDebianChromium();
    if (!isExecutableFile(DEBIAN_CHROMIUM))
      fail([`apt-get installed chromium, but ${DEBIAN_CHROMIUM} is still missing.`]);
    console.log(`check-chromium: installed ${DEBIAN_CHROMIUM}`);
  } else {
    fail([
      `The end-to-end tests drive Chromium, and there is none at ${DEBIAN_CHROMIUM}. Install it with:`,
      ``,
      `    ${apt ? (asRoot ? "" : "sudo ") + INSTALL : `${INSTALL}   (Debian, Ubuntu)`}`,
      ``,
      `or set CHROMIUM_PATH to a Chromium or Chrome binary you have.`,
    ]);
  }
}
