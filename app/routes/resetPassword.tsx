import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { accountMessages, resetPasswordSchema } from "~/accounts/account-schemas";
import {
  findUsableResetLink,
  isGrantUsable,
  resetPasswordWithGrant,
  resetPasswordWithLink,
} from "~/accounts/password-reset.server";
import { forgetGrantInSession, grantInSession } from "~/accounts/reset-grant.server";
import { commitSignOut, getSession, sessionStorage } from "~/accounts/session.server";
import { signInPathFor } from "~/accounts/sign-in-email";
import { AuthCard } from "~/components/account/auth-card";
import { StatusButton } from "~/components/admin/status-button";
import { FormErrorSummary, PasswordField } from "~/components/form/labelled-field";
import { useSchemaForm } from "~/components/form/use-schema-form";
import { getDb } from "~/db/db.server";
import { privatePageHeaders } from "~/http/headers";
import { readForm } from "~/http/read-form.server";
import authStyles from "~/styles/auth.css";
import { useHydrated } from "~/utils/hooks";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithError, redirectWithSuccess } from "~/utils/toast.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStyles }];

const NO_GRANT = "Please request a code and verify it before choosing a new password.";
const LINK_SPENT = "This reset link has expired or was already used. Request a new code below.";
const RESET_DONE = accountMessages.resetDone;

/** The reset grant this browser holds for the e-mail in the URL, if any. */
async function grantFor(request: Request) {
  const session = await getSession(request);
  return { session, grant: grantInSession(session, new URL(request.url).searchParams.get("email") ?? "") };
}

// Two ways here: the e-mailed link (?token=…, no code needed) or a verified code (?email=…, with the
// grant this browser got on /otpVerifications).
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const db = await getDb();
  if (token !== null) {
    const link = await findUsableResetLink(db, token);
    if (!link) throw await redirectWithError("/forgetpassword", LINK_SPENT);
    return { email: link.email, token };
  }
  const { grant } = await grantFor(request);
  if (!grant || !(await isGrantUsable(db, grant))) throw await redirectWithError("/forgetpassword", NO_GRANT);
  return { email: grant.email, token: null };
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: resetPasswordSchema });
  const hideFields = ["newPassword", "confirmPassword"];
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields }) }, { status: 400 });
  const db = await getDb();

  const token = formData.get("token") ?? new URL(request.url).searchParams.get("token");
  if (typeof token === "string" && token) {
    // The link's account, read before the link is spent: the sign-in form opens with its e-mail.
    const link = await findUsableResetLink(db, token);
    const reset = link ? await resetPasswordWithLink(db, token, submission.value.newPassword) : { ok: false };
    if (!link || !reset.ok) return redirectWithError("/forgetpassword", LINK_SPENT);
    return redirectWithSuccess(signInPathFor(link.email), RESET_DONE, {
      headers: { "Set-Cookie": await commitSignOut(request, db) },
    });
  }

  const { session, grant } = await grantFor(request);
  if (!grant) return redirectWithError("/forgetpassword", NO_GRANT);
  const reset = await resetPasswordWithGrant(db, grant, submission.value.newPassword);
  forgetGrantInSession(session);
  const headers = { "Set-Cookie": await sessionStorage().commitSession(session) };
  if (!reset.ok) return redirectWithError("/forgetpassword", NO_GRANT, { headers });
  return redirectWithSuccess(signInPathFor(grant.email), RESET_DONE, { headers });
}

export default function ResetPassword() {
  const { email, token } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const hydrated = useHydrated();
  const [form, fields] = useSchemaForm({
    id: "reset-password",
    schema: resetPasswordSchema,
    lastResult: actionData?.result,
  });
  return (
    <AuthCard title="Reset Password" subtitle={`Choose a new password for ${email}.`}>
      <Form method="post" {...getFormProps(form)}>
        <FormErrorSummary form={form} lastResult={actionData?.result} />
        <input type="text" name="username" value={email} autoComplete="username" readOnly hidden />
        {token ? <input type="hidden" name="token" value={token} /> : null}
        <PasswordField
          field={fields.newPassword}
          label="New password"
          hydrated={hydrated}
          autoComplete="new-password"
          minLength={8}
        />
        <PasswordField
          field={fields.confirmPassword}
          label="Confirm new password"
          hydrated={hydrated}
          autoComplete="new-password"
        />
        <StatusButton className="button button--primary button--block" pendingLabel="Saving...">
          Reset Password
        </StatusButton>
      </Form>
      <p className="auth__footer">
        Remembered it? <Link to={signInPathFor(email)}>Login Now</Link>
      </p>
    </AuthCard>
  );
}

export const meta: MetaFunction = () => [
  { title: "Choose a new password — Kelana" },
  // The address may hold a reset token: never send it to another site (same-origin, not no-referrer:
  // with no-referrer Chromium posts the form with Origin: null, which the cross-site check refuses).
  { name: "referrer", content: "same-origin" },
];

export const headers = privatePageHeaders;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
