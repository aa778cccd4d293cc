// A countdown that can be paused and resumed (a toast waits while the pointer or the keyboard is on it).
// Pure: the caller passes the clock, so the arithmetic is tested without timers.

export type Countdown = { leftMs: number; runningSince: number | null };

export function startCountdown(durationMs: number, now: number): Countdown {
  return { leftMs: Math.max(0, durationMs), runningSince: now };
}

/** Time left at `now`, never below zero. */
export function timeLeft(countdown: Countdown, now: number): number {
  if (countdown.runningSince === null) return countdown.leftMs;
  return Math.max(0, countdown.leftMs - Math.max(0, now - countdown.runningSince));
}

/** Stops the clock; pausing a paused countdown changes nothing. */
export function pauseCountdown(countdown: Countdown, now: number): Countdown {
  if (countdown.runningSince === null) return countdown;
  return { leftMs: timeLeft(countdown, now), runningSince: null };
}

/** Starts the clock again from what was left; resuming a running countdown changes nothing. */
export function resumeCountdown(countdown: Countdown, now: number): Countdown {
  if (countdown.runningSince !== null) return countdown;
  return { leftMs: countdown.leftMs, runningSince: now };
}
