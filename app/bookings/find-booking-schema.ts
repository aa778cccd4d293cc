import { z } from "zod";
import { emailField } from "~/utils/email-address";

export const findBookingMessages = {
  email: "Please enter a valid email",
  noMatch: "We couldn't find a booking with this ID and e-mail. Check both and try again.",
} as const;

/** "Find your booking": the e-mail the booking was made with. */
export const findBookingSchema = z.object({
  email: emailField(findBookingMessages.email),
});
