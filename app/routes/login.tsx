import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { accountMessages, loginSchema } from "~/accounts/account-schemas";
import { isGoogleConfigured } from "~/accounts/google.server";
import { commitSignIn, getOptionalUser } from "~/accounts/session.server";
import { signInWithPassword } from "~/accounts/sign-in.server";
import { emailToPrefill } from "~/accounts/sign-in-email";
import { AuthCard } from "~/components/account/auth-card";
import { FormErrorSummary, FormField } from "~/components/form/labelled-field";
import { useSchemaForm } from "~/components/form/use-schema-form";
import { ArrowLeftIcon } from "~/components/icons";
import { getDb } from "~/db/db.server";
import { passOnHeaders } from "~/http/headers";
import { readForm } from "~/http/read-form.server";
import { limitedFormReply } from "~/security/limit-reply.server";
import { clientAddress } from "~/security/rate-limit.server";
import authStyles from "~/styles/auth.css";
import { useIsSubmitting } from "~/utils/hooks";
import { safeRedirect } from "~/utils/safe-redirect";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithSuccess } from "~/utils/toast.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "");
  if (await getOptionalUser(request)) throw redirect(redirectTo || "/dashboard");
  // After a password reset the form opens with the traveller's e-mail (see sign-in-email.ts).
  const email = emailToPrefill(url.searchParams.get("email"));
  // A page that shows someone's e-mail is theirs alone: never kept by a shared cache.
  const headers: HeadersInit = email ? { "Cache-Control": "private, no-store" } : {};
  return data({ googleConfigured: isGoogleConfigured(), redirectTo, email }, { headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const submission = parseWithZod(await readForm(request), { schema: loginSchema });
  const hideFields = ["password"];
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields }) }, { status: 400 });
  const { email, password, remember, redirectTo } = submission.value;
  const db = await getDb();
  const signIn = await signInWithPassword(db, { login: email, password, address: clientAddress(request, context) });
  if (!signIn.ok) {
    if (signIn.reason === "limited") return limitedFormReply(submission, signIn, { hideFields });
    // One message whether the e-mail or the password was wrong.
    return data(
      { result: submission.reply({ formErrors: [accountMessages.badCredentials], hideFields }) },
      { status: 400 },
    );
  }
  const cookie = await commitSignIn(request, signIn.user, remember === true, db);
  return redirectWithSuccess(safeRedirect(redirectTo), "Login successful", { headers: { "Set-Cookie": cookie } });
}

export default function Login() {
  const { googleConfigured, redirectTo, email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const signingIn = useIsSubmitting();
  const googleBusy = useIsSubmitting({ formAction: "/auth/google" });
  const [form, fields] = useSchemaForm({
    id: "login",
    schema: loginSchema,
    lastResult: actionData?.result,
    defaultValue: email ? { email } : undefined,
  });
  const { key: rememberKey, ...rememberProps } = getInputProps(fields.remember, { type: "checkbox" });
  return (
    <>
      <div className="container">
        <Link to={redirectTo || "/"} className="back-link" style={{ marginTop: "1rem" }}>
          <ArrowLeftIcon /> Back
        </Link>
      </div>
      <AuthCard title="Welcome Back" subtitle="Sign in to continue your journey">
        <Form method="post" {...getFormProps(form)}>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <FormErrorSummary form={form} lastResult={actionData?.result} />
          <FormField field={fields.email} label="Email" type="email" autoComplete="email" />
          <FormField
            field={fields.password}
            label="Password"
            type="password"
            autoComplete="current-password"
            minLength={8}
          />
          <div className="auth__row">
            <label className="auth__remember">
              <input key={rememberKey} {...rememberProps} /> Remember me
            </label>
            <Link to="/forgot-password">Forgot Password?</Link>
          </div>
          <button type="submit" className="button button--primary button--block" disabled={signingIn}>
            {signingIn ? "Signing In..." : "Sign In"}
          </button>
        </Form>
        <p className="auth__divider">Or continue with</p>
        <Form method="post" action="/auth/google">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <button
            type="submit"
            className="button button--google button--block"
            disabled={!googleConfigured || googleBusy}
            aria-describedby={googleConfigured ? undefined : "google-unavailable"}
          >
            <GoogleMark /> {googleBusy ? "Connecting to Google..." : "Google"}
          </button>
          {googleConfigured ? null : (
            <p className="auth__note" id="google-unavailable">
              Google sign-in is not configured on this server.
            </p>
          )}
        </Form>
        <p className="auth__footer">
          New to Kelana? <Link to="/register">Create account</Link>
        </p>
      </AuthCard>
    </>
  );
}

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.7c4.3-4 6.9-9.9 6.9-17.1z"
      />
      <path
        fill="#FBBC05"
        d="M10.6 28.6A14.5 14.5 0 0 1 9.5 24c0-1.6.3-3.2.8-4.6l-7.9-6.1A24 24 0 0 0 0 24c0 3.9.9 7.5 2.7 10.7l7.9-6.1z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.7c-2.1 1.4-4.8 2.3-8.5 2.3-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

export const meta: MetaFunction = () => [{ title: "Sign in — Kelana" }];

export const headers = passOnHeaders;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
