// POST /api/bookings (spec section 7): a booking through the booking service; see api-bookings.server.ts.
import { postBooking } from "~/bookings/api-bookings.server";
import { apiRoute } from "~/http/api.server";

export const { loader, action } = apiRoute({ POST: postBooking });
