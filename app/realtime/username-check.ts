// The live username check's wire protocol, shared by the socket server and the browser.
export const USERNAME_CHECK_EVENT = "username-check";
export const USERNAME_AVAILABLE_EVENT = "username-available";

/** What the server answers: whether `username` (as typed) is free. */
export type UsernameAvailablePayload = boolean;

// The old clients' names for the same check (spelt so), answered under the same limits.
export const LEGACY_USERNAME_CHECK_EVENT = "cheak-username";
export const LEGACY_USERNAME_AVAILABLE_EVENT = "user-available";

export type LegacyUsernameAvailablePayload = {
  available: boolean;
  message: "User Available" | "User Not Available";
};

export function legacyAvailabilityPayload(available: boolean): LegacyUsernameAvailablePayload {
  return { available, message: available ? "User Available" : "User Not Available" };
}

/** Socket options of spec section 9. */
export const socketOptions = {
  path: "/socket.io",
  timeout: 20_000,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  reconnectionAttempts: Infinity,
} as const;
