import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/accounts/staff.server";
import { addDepartureSchema, removeDepartureSchema, setCapacitySchema } from "~/catalogue/departure-form-schema";
import { agencyToday, departureMessages, formatDepartureLong } from "~/catalogue/departures";
import {
  addDeparture,
  listDeparturesOfPackage,
  removeDeparture,
  setDepartureCapacity,
} from "~/catalogue/departures.server";
import { setPackageRetired } from "~/catalogue/package-admin.server";
import { submitPackageForm } from "~/catalogue/package-form.server";
import { packageFormDefaults } from "~/catalogue/package-form-schema";
import { packageImageOf } from "~/catalogue/package-image";
import { findPackageById } from "~/catalogue/packages.server";
import { type DepartureRowError, DeparturesSection } from "~/catalogue/ui/departures-section";
import { PackageForm } from "~/catalogue/ui/package-form";
import { ArrowLeftIcon } from "~/components/icons";
import { checkoutPath } from "~/components/package-card";
import { getDb } from "~/db/db.server";
import { formatDateTime } from "~/domain/format";
import { privatePageHeaders } from "~/http/headers";
import catalogueAdminStyles from "~/styles/admin-catalogue.css";
import { readUploadForm } from "~/uploads/uploads.server";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithSuccess } from "~/utils/toast.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: catalogueAdminStyles }];

async function loadPackage(params: LoaderFunctionArgs["params"]) {
  const db = await getDb();
  const pkg = await findPackageById(db, params.packageId ?? "");
  if (!pkg) throw new Response("Not Found", { status: 404 });
  return { db, pkg };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireStaff(request, { context });
  const { db, pkg } = await loadPackage(params);
  const departures = await listDeparturesOfPackage(db, pkg.id);
  return {
    pkg: {
      id: pkg.id,
      packageName: pkg.packageName,
      retiredAt: pkg.retiredAt?.toISOString() ?? null,
      photo: pkg.imageKey ? { ...packageImageOf(pkg), alt: pkg.imageAlt } : null,
    },
    defaults: packageFormDefaults(pkg),
    departures,
    today: agencyToday(),
  };
}

const RETIRE_INTENTS = { retire: true, restore: false } as const;

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  // Staff first: nobody else gets a multi-megabyte body read on their behalf.
  await requireStaff(request);
  const { db, pkg } = await loadPackage(params);
  const formData = await readUploadForm(request);
  const intent = String(formData.get("intent") ?? "save");
  const here = `/admin/packages/${pkg.id}`;

  if (intent === "retire" || intent === "restore") {
    const changed = await setPackageRetired(db, pkg.id, RETIRE_INTENTS[intent]);
    if (!changed.ok) throw new Response("Not Found", { status: 404 });
    return redirectWithSuccess(
      here,
      intent === "retire"
        ? `${pkg.packageName} is retired: it has left the catalogue and its checkout says it is no longer offered.`
        : `${pkg.packageName} is listed in the catalogue again.`,
    );
  }

  if (intent === "add-departure") {
    const submission = parseWithZod(formData, { schema: addDepartureSchema });
    if (submission.status !== "success") {
      return data({ form: "add-departure" as const, result: submission.reply() }, { status: 400 });
    }
    const added = await addDeparture(db, { packageId: pkg.id, trip: pkg, ...submission.value });
    if (!added.ok) {
      const result = submission.reply({ fieldErrors: { [added.field]: [added.message] } });
      return data({ form: "add-departure" as const, result }, { status: 400 });
    }
    return redirectWithSuccess(
      `${here}#departures`,
      `Departure on ${formatDepartureLong(added.departure.startsOn)} added.`,
    );
  }

  if (intent === "set-capacity" || intent === "remove-departure") {
    const schema = intent === "set-capacity" ? setCapacitySchema : removeDepartureSchema;
    const submission = parseWithZod(formData, { schema });
    const departureId = String(formData.get("departureId") ?? "").slice(0, 36);
    if (submission.status !== "success") {
      const capacityError = submission.error?.capacity?.[0];
      const rowError: DepartureRowError = capacityError
        ? { departureId, field: "capacity", message: capacityError }
        : { departureId, field: "departureId", message: submission.error?.departureId?.[0] ?? departureMessages.gone };
      return data({ form: "departure" as const, rowError }, { status: 400 });
    }
    const change = submission.value;
    const changed =
      change.intent === "set-capacity"
        ? await setDepartureCapacity(db, {
            packageId: pkg.id,
            departureId: change.departureId,
            capacity: change.capacity,
          })
        : await removeDeparture(db, { packageId: pkg.id, departureId: change.departureId });
    if (!changed.ok) {
      const field = changed.field === "capacity" ? "capacity" : "departureId";
      const rowError: DepartureRowError = { departureId, field, message: changed.message };
      return data({ form: "departure" as const, rowError }, { status: 409 });
    }
    const date = formatDepartureLong(changed.departure.startsOn);
    return redirectWithSuccess(
      `${here}#departures`,
      change.intent === "set-capacity"
        ? `The departure on ${date} now takes ${changed.departure.capacity} travellers.`
        : `The departure on ${date} is removed.`,
    );
  }

  const outcome = await submitPackageForm(db, formData, pkg);
  if (!outcome.ok) {
    if (outcome.status === 404) throw new Response("Not Found", { status: 404 });
    return data({ form: "package" as const, result: outcome.result }, { status: outcome.status });
  }
  return redirectWithSuccess(here, `Changes to ${outcome.pkg.packageName} saved.`);
}

export default function EditPackage() {
  const { pkg, defaults, departures, today } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const retired = pkg.retiredAt != null;
  return (
    <>
      <Link to="/admin/packages" className="back-link">
        <ArrowLeftIcon /> All packages
      </Link>
      <header className="page-header admin-page-header admin-catalogue__header">
        <div>
          <h1>{pkg.packageName}</h1>
          <p>
            <span className={`badge package-state package-state--${retired ? "retired" : "listed"}`}>
              {retired ? "Retired" : "Listed"}
            </span>{" "}
            {retired ? (
              `Retired on ${formatDateTime(pkg.retiredAt!)}: not in the public catalogue.`
            ) : (
              <Link to={checkoutPath(pkg.packageName)}>See its checkout page</Link>
            )}
          </p>
        </div>
      </header>

      <div className="panel admin-catalogue__section">
        <PackageForm
          // A saved change reloads the page with the new values: start the form again from them.
          key={JSON.stringify(defaults)}
          lastResult={actionData?.form === "package" ? actionData.result : undefined}
          defaultValue={defaults}
          submitLabel="Save changes"
          pendingLabel="Saving…"
          currentPhoto={pkg.photo}
        />
      </div>

      <DeparturesSection
        packageName={pkg.packageName}
        departures={departures}
        today={today}
        addResult={actionData?.form === "add-departure" ? actionData.result : undefined}
        rowError={actionData?.form === "departure" ? actionData.rowError : undefined}
      />

      <section className="panel admin-catalogue__section" aria-labelledby="retire-heading">
        <h2 id="retire-heading">{retired ? "Restore" : "Retire"}</h2>
        {retired ? (
          <p>Restoring lists the package in the public catalogue again, with its departures.</p>
        ) : (
          <p>
            Retiring takes the package out of the public catalogue and search; its checkout page says “This package is
            no longer offered.” Bookings already made keep every detail. You can restore it at any time.
          </p>
        )}
        <Form method="post">
          <input type="hidden" name="intent" value={retired ? "restore" : "retire"} />
          <button type="submit" className={`button ${retired ? "button--primary" : "button--ghost"}`}>
            {retired ? "Restore package" : "Retire package"}
          </button>
        </Form>
      </section>
    </>
  );
}

export const headers = privatePageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.pkg.packageName ?? "Package"} — Back office — Kelana` },
  { name: "robots", content: "noindex" },
];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
