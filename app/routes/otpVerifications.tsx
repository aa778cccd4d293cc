import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { accountMessages, forgotPasswordSchema, verifyCodeSchema } from "~/accounts/account-schemas";
import { checkResetCode, keepGrantInSession } from "~/accounts/reset-grant.server";
import { requestResetForEmail } from "~/accounts/reset-request.server";
import { getSession, sessionStorage } from "~/accounts/session.server";
import { AuthCard } from "~/components/account/auth-card";
import { OtpInput } from "~/components/account/otp-input";
import { StatusButton } from "~/components/admin/status-button";
import { FormErrorSummary } from "~/components/form/labelled-field";
import { getDb } from "~/db/db.server";
import { passOnHeaders } from "~/http/headers";
import { readForm } from "~/http/read-form.server";
import { limitedFormReply } from "~/security/limit-reply.server";
import { clientAddress } from "~/security/rate-limit.server";
import authStyles from "~/styles/auth.css";
import { getEnv } from "~/utils/env.server";
import { useHydrated } from "~/utils/hooks";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithError, redirectWithSuccess } from "~/utils/toast.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const email = new URL(request.url).searchParams.get("email");
  if (!email || !forgotPasswordSchema.safeParse({ useremail: email }).success) throw redirect("/forgetpassword");
  // The page names an e-mail address: like /login?email=, never kept by a shared cache or on disk.
  return data(
    { email: email.trim().toLowerCase(), codeLength: getEnv().OTP_LENGTH },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const formData = await readForm(request);
  const db = await getDb();
  const client = clientAddress(request, context);

  if (formData.get("intent") === "resend") {
    const parsed = forgotPasswordSchema.safeParse({ useremail: formData.get("useremail") });
    // Post/redirect/get, so the toast shows with and without JavaScript.
    if (!parsed.success) return redirectWithError("/forgetpassword", "Failed to resend OTP");
    const back = `/otpVerifications?${new URLSearchParams({ email: parsed.data.useremail })}`;
    const limited = await requestResetForEmail(db, parsed.data.useremail, client);
    if (!limited.ok) return redirectWithError(back, "Failed to resend OTP");
    return redirectWithSuccess(back, "OTP sent successfully!");
  }

  const submission = parseWithZod(formData, { schema: verifyCodeSchema(getEnv().OTP_LENGTH) });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { useremail, otp } = submission.value;
  const checked = await checkResetCode(db, { email: useremail, code: otp, address: client });
  if (!checked.ok) {
    if (checked.reason === "limited") return limitedFormReply(submission, checked);
    return data({ result: submission.reply({ fieldErrors: { otp: [accountMessages.codeFailed] } }) }, { status: 400 });
  }
  const session = await getSession(request);
  keepGrantInSession(session, checked.grant);
  return redirect(`/resetPassword?${new URLSearchParams({ email: useremail })}`, {
    headers: { "Set-Cookie": await sessionStorage().commitSession(session) },
  });
}

export default function OtpVerification() {
  const { email, codeLength } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const hydrated = useHydrated();
  const resend = useFetcher();
  const resending = resend.state !== "idle";
  const result = actionData?.result ?? null;
  const otpError = result?.error?.otp?.[0] ?? result?.error?.useremail?.[0];
  const errorId = "otp-error";

  return (
    <AuthCard title="Verify Code" subtitle={`Enter the ${codeLength}-digit code we sent to ${email}.`}>
      <Form method="post" id="verify-code" noValidate={hydrated}>
        <input type="hidden" name="intent" value="verify" />
        <input type="hidden" name="useremail" value={email} />
        {/* The code is one field under its own id; a bad hidden e-mail is reported on it too. */}
        <FormErrorSummary
          form={{ id: "verify-code", errorId: "verify-code-error" }}
          lastResult={result}
          targets={{ otp: "otp", useremail: "otp" }}
        />
        <div className="field">
          <label id="otp-label" htmlFor="otp">
            Verification code
          </label>
          <OtpInput
            name="otp"
            id="otp"
            length={codeLength}
            hydrated={hydrated}
            invalid={Boolean(otpError)}
            describedBy={`otp-note${otpError ? ` ${errorId}` : ""}`}
          />
          {otpError ? (
            <p className="field-error" id={errorId}>
              {otpError}
            </p>
          ) : null}
          <p className="field-hint" id="otp-note">
            Your OTP is valid for 5 minutes only. Please complete the verification promptly.
          </p>
        </div>
        <StatusButton intent="verify" className="button button--primary button--block" pendingLabel="Verifying...">
          Verify Code
        </StatusButton>
      </Form>
      <resend.Form method="post" className="auth__footer">
        <input type="hidden" name="intent" value="resend" />
        <input type="hidden" name="useremail" value={email} />
        <span>Didn't get it? </span>
        <button type="submit" className="button button--ghost" disabled={resending}>
          {resending ? "Resending..." : "Resend"}
        </button>
        <p className="auth__note" aria-live="polite">
          {resending ? "Resending OTP..." : ""}
        </p>
      </resend.Form>
    </AuthCard>
  );
}

export const headers = passOnHeaders;

export const meta: MetaFunction = () => [{ title: "Verify your code — Kelana" }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
