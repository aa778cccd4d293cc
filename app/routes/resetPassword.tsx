import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { resetPasswordSchema } from "~/accounts/account-schemas";
import { isGrantUsable, resetPasswordWithGrant } from "~/accounts/password-reset.server";
import { getSession, sessionStorage } from "~/accounts/session.server";
import { AuthCard } from "~/components/account/auth-card";
import { PasswordField } from "~/components/account/form-field";
import { getDb } from "~/db/db.server";
import authStyles from "~/styles/auth.css";
import { formLevelError, useHydrated, useIsSubmitting } from "~/utils/hooks";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithError, redirectWithSuccess } from "~/utils/toast.server";
import { FormErrorBox } from "~/components/form/labelled-field";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStyles }];

const NO_GRANT = "Please request a code and verify it before choosing a new password.";

/** The reset grant this browser holds for the e-mail in the URL, if any. */
async function grantFor(request: Request) {
  const session = await getSession(request);
  const email = (new URL(request.url).searchParams.get("email") ?? "").trim().toLowerCase();
  const codeId = session.get("resetCodeId");
  const grantEmail = session.get("resetEmail");
  return { session, grant: codeId && grantEmail && grantEmail === email ? { codeId, email } : null };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { grant } = await grantFor(request);
  if (!grant || !(await isGrantUsable(await getDb(), grant)))
    throw await redirectWithError("/forgetpassword", NO_GRANT);
  return { email: grant.email };
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordSchema });
  const hideFields = ["newPassword", "confirmPassword"];
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields }) }, { status: 400 });
  const { session, grant } = await grantFor(request);
  if (!grant) return redirectWithError("/forgetpassword", NO_GRANT);
  const reset = await resetPasswordWithGrant(await getDb(), grant, submission.value.newPassword);
  session.unset("resetCodeId");
  session.unset("resetEmail");
  const headers = { "Set-Cookie": await sessionStorage().commitSession(session) };
  if (!reset.ok) return redirectWithError("/forgetpassword", NO_GRANT, { headers });
  return redirectWithSuccess("/login", "Password reset successful. Please sign in with your new password.", {
    headers,
  });
}

export default function ResetPassword() {
  const { email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const hydrated = useHydrated();
  const saving = useIsSubmitting();
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult: actionData?.result,
    constraint: getZodConstraint(resetPasswordSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordSchema }),
  });
  const formError = formLevelError(actionData?.result);
  return (
    <AuthCard title="Reset Password" subtitle={`Choose a new password for ${email}.`}>
      <Form method="post" {...getFormProps(form)}>
        <FormErrorBox id={form.errorId} message={formError} />
        <input type="text" name="username" value={email} autoComplete="username" readOnly hidden />
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
        <button type="submit" className="button button--primary button--block" disabled={saving}>
          {saving ? (
            <>
              <span className="spinner" aria-hidden="true" /> Saving...
            </>
          ) : (
            "Reset Password"
          )}
        </button>
      </Form>
      <p className="auth__footer">
        Remembered it? <Link to="/login">Login Now</Link>
      </p>
    </AuthCard>
  );
}

export const meta: MetaFunction = () => [{ title: "Choose a new password — Kelana" }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
