import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LinksFunction, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { forgotPasswordSchema } from "~/accounts/account-schemas";
import { requestResetForEmail } from "~/accounts/reset-request.server";
import { AuthCard } from "~/components/account/auth-card";
import { FormField } from "~/components/account/form-field";
import { FormErrorBox } from "~/components/form/labelled-field";
import { getDb } from "~/db/db.server";
import { passOnHeaders } from "~/http/headers";
import { readForm } from "~/http/read-form.server";
import { limitedFormReply } from "~/security/limit-reply.server";
import { clientAddress } from "~/security/rate-limit.server";
import authStyles from "~/styles/auth.css";
import { formLevelError, useIsSubmitting } from "~/utils/hooks";
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
  const sending = useIsSubmitting();
  const [form, fields] = useForm({
    id: "forgot-password",
    lastResult: actionData?.result,
    constraint: getZodConstraint(forgotPasswordSchema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
  });
  const formError = formLevelError(actionData?.result);
  return (
    <AuthCard title="Forgot your password?" subtitle="We'll e-mail you a code to choose a new one.">
      <Form method="post" {...getFormProps(form)}>
        <FormErrorBox id={form.errorId} message={formError} />
        <FormField field={fields.useremail} label="Enter your registered email" type="email" autoComplete="email" />
        <button type="submit" className="button button--primary button--block" disabled={sending}>
          {sending ? (
            <>
              <span className="spinner" aria-hidden="true" /> Sending...
            </>
          ) : (
            "Send Code"
          )}
        </button>
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
