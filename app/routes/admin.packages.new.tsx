import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { requireStaff } from "~/accounts/staff.server";
import { submitPackageForm } from "~/catalogue/package-form.server";
import { newPackageDefaults } from "~/catalogue/package-form-schema";
import { PackageForm } from "~/catalogue/ui/package-form";
import { ArrowLeftIcon } from "~/components/icons";
import { getDb } from "~/db/db.server";
import { privatePageHeaders } from "~/http/headers";
import catalogueAdminStyles from "~/styles/admin-catalogue.css";
import { readUploadForm } from "~/uploads/uploads.server";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithSuccess } from "~/utils/toast.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: catalogueAdminStyles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, { context });
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  // Staff first: nobody else gets a multi-megabyte body read on their behalf.
  await requireStaff(request);
  const formData = await readUploadForm(request);
  const outcome = await submitPackageForm(await getDb(), formData, null);
  if (!outcome.ok) return data({ result: outcome.result }, { status: outcome.status });
  return redirectWithSuccess(
    `/admin/packages/${outcome.pkg.id}`,
    `${outcome.pkg.packageName} is in the catalogue. Add its departures below if it has fixed dates.`,
  );
}

export default function NewPackage() {
  const actionData = useActionData<typeof action>();
  return (
    <>
      <Link to="/admin/packages" className="back-link">
        <ArrowLeftIcon /> All packages
      </Link>
      <header className="page-header admin-page-header">
        <h1>New package</h1>
        <p>It appears in the public catalogue as soon as it is saved.</p>
      </header>
      <div className="panel admin-catalogue__section">
        <PackageForm
          lastResult={actionData?.result}
          defaultValue={{ ...newPackageDefaults }}
          submitLabel="Create package"
          pendingLabel="Creating…"
        />
      </div>
    </>
  );
}

export const headers = privatePageHeaders;

export const meta: MetaFunction = () => [
  { title: "New package — Back office — Kelana" },
  { name: "robots", content: "noindex" },
];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
