// Sign out for API clients, with the bearer token from /auth/login (or the session cookie of a browser
// app on CORS_ORIGINS). POST /logout does the same for the pages.
import { commitSignOut, endSessionOfBearer } from "~/accounts/session.server";
import { forgetRememberedBookings } from "~/bookings/booking-access.server";
import { getDb } from "~/db/db.server";
import { apiJson, apiRoute } from "~/http/api.server";

export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    const db = await getDb();
    await endSessionOfBearer(request, db);
    const headers = new Headers();
    headers.append("Set-Cookie", await commitSignOut(request, db));
    // As on the pages: the browser also forgets the bookings it made.
    headers.append("Set-Cookie", await forgetRememberedBookings());
    return apiJson({ message: "You are signed out." }, { headers });
  },
});
