// GET /api/bookings/{bookingId} (spec section 7): a booking under the confirmation page's access rule.
import { getBooking } from "~/bookings/api-bookings.server";
import { apiRoute } from "~/http/api.server";

export const { loader, action } = apiRoute({ GET: getBooking });
