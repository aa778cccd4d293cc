import { describe, expect, it } from "vitest";
import { pauseCountdown, resumeCountdown, startCountdown, timeLeft } from "./countdown";

describe("a pausable countdown", () => {
  it("runs down with the clock and stops at zero", () => {
    const countdown = startCountdown(5000, 1_000);
    expect(timeLeft(countdown, 1_000)).toBe(5000);
    expect(timeLeft(countdown, 3_500)).toBe(2500);
    expect(timeLeft(countdown, 60_000)).toBe(0);
  });

  it("keeps what was left while paused, however long the pause", () => {
    const paused = pauseCountdown(startCountdown(5000, 0), 2_000);
    expect(timeLeft(paused, 2_000)).toBe(3000);
    expect(timeLeft(paused, 900_000)).toBe(3000);
    const resumed = resumeCountdown(paused, 900_000);
    expect(timeLeft(resumed, 901_000)).toBe(2000);
  });

  it("ignores a second pause or resume", () => {
    const running = startCountdown(5000, 0);
    expect(resumeCountdown(running, 4_000)).toBe(running);
    const paused = pauseCountdown(running, 1_000);
    expect(pauseCountdown(paused, 4_000)).toBe(paused);
    expect(timeLeft(paused, 4_000)).toBe(4000);
  });

  it("never counts a clock that went backwards as time added", () => {
    const countdown = startCountdown(5000, 10_000);
    expect(timeLeft(countdown, 9_000)).toBe(5000);
    expect(timeLeft(startCountdown(-50, 0), 0)).toBe(0);
  });
});
