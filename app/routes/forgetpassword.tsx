import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LinksFunction, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { forgotPasswordSchema } from "~/accounts/account-schemas";
import { requestResetForEmail } from "~/accounts/reset-request.server";
import { AuthCard } from "~/components/account/auth-card";
import { StatusButton } from "~/components/admin/status-button";
import { FormErrorSummary, FormField } from "~/components/form/labelled-field";
import { useSchemaForm } from "~/components/form/use-schema-form";
import { getDb } from "~/db/db.server";
import { passOnHeaders } from "~/http/headers";
import { readForm } from "~/http/read-form.server";
import { limitedFormReply } from "~/security/limit-reply.server";
import { clientAddress } from "~/security/rate-limit.server";
import authStyles from "~/styles/auth.css";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithInfo } from "~/utils/toast.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStyles }];

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const submission = parseWithZod(await readForm(request), { schema: forgotPasswordSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const db = await getDb();
  // Known or not, the answer is the same, in words, status and timing (the work happens after).
  const limited = await requestResetForEmail(db, submission.value.useremail, clientAddress(request, context));
  if (!limited.ok) return limitedFormReply(submission, limited);
  return redirectWithInfo(
    `/otpVerifications?${new URLSearchParams({ email: submission.value.useremail })}`,
    "If an account uses this e-mail, we've sent it a code.",
  );
}

export default function ForgetPassword() {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useSchemaForm({
    id: "forgot-password",
    schema: forgotPasswordSchema,
    lastResult: actionData?.result,
  });
  return (
    <AuthCard title="Forgot your password?" subtitle="We'll e-mail you a code to choose a new one.">
      <Form method="post" {...getFormProps(form)}>
        <FormErrorSummary form={form} lastResult={actionData?.result} />
        <FormField field={fields.useremail} label="Enter your registered email" type="email" autoComplete="email" />
        <StatusButton className="button button--primary button--block" pendingLabel="Sending...">
          Send Code
        </StatusButton>
      </Form>
      <p className="auth__footer">
        No account yet? <Link to="/register">Create account</Link>
      </p>
    </AuthCard>
  );
}

export const headers = passOnHeaders;

export const meta: MetaFunction = () => [{ title: "Forgot password — Kelana" }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
