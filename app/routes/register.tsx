import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { registerSchema } from "~/accounts/account-schemas";
import { registerAccount, usernameAvailabilityRule } from "~/accounts/register.server";
import { getOptionalUser } from "~/accounts/session.server";
import { AuthCard } from "~/components/account/auth-card";
import { FormField, PasswordField } from "~/components/account/form-field";
import { useUsernameAvailability } from "~/components/account/use-username-availability";
import { FormErrorBox } from "~/components/form/labelled-field";
import { getDb } from "~/db/db.server";
import { passOnHeaders } from "~/http/headers";
import { readForm } from "~/http/read-form.server";
import { limitedFormReply } from "~/security/limit-reply.server";
import { clientAddress } from "~/security/rate-limit.server";
import authStyles from "~/styles/auth.css";
import { formLevelError, useHydrated, useIsSubmitting } from "~/utils/hooks";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithSuccess } from "~/utils/toast.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getOptionalUser(request)) throw redirect("/dashboard");
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const db = await getDb();
  const submission = await parseWithZod(await readForm(request), {
    schema: registerSchema.superRefine(usernameAvailabilityRule(db, clientAddress(request, context))),
    async: true,
  });
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields }) }, { status: 400 });

  const registered = await registerAccount(db, {
    username: submission.value.username,
    email: submission.value.useremail,
    password: submission.value.password,
    address: clientAddress(request, context),
  });
  if (!registered.ok) {
    if (registered.reason === "limited") return limitedFormReply(submission, registered, { hideFields });
    // Lost a race for the name, or the e-mail already has an account: the database decided.
    return data({ result: submission.reply({ fieldErrors: registered.fieldErrors, hideFields }) }, { status: 409 });
  }
  return redirectWithSuccess("/login", "Registration successful");
}

function UsernameStatusLine({ id, status }: { id: string; status: ReturnType<typeof useUsernameAvailability> }) {
  return (
    <p
      id={id}
      className={`username-status username-status--${
        status === "available" ? "ok" : status === "taken" ? "taken" : "idle"
      }`}
      aria-live="polite"
    >
      {status === "checking" ? (
        <>
          <span className="spinner" aria-hidden="true" /> Checking username…
        </>
      ) : status === "available" ? (
        "✅ Username available"
      ) : status === "taken" ? (
        "Username not available"
      ) : status === "unknown" ? (
        "We couldn't check this name just now; we'll check it when you register."
      ) : null}
    </p>
  );
}

export default function Register() {
  const actionData = useActionData<typeof action>();
  const hydrated = useHydrated();
  const submitting = useIsSubmitting();
  const [form, fields] = useForm({
    id: "register",
    lastResult: actionData?.result,
    constraint: getZodConstraint(registerSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: registerSchema }),
  });
  const usernameStatus = useUsernameAvailability(String(fields.username.value ?? ""));
  const formError = formLevelError(actionData?.result);
  // With JavaScript, Register waits for the live check; without it, the server checks on submit.
  const waitingForUsername = hydrated && usernameStatus !== "available" && usernameStatus !== "unknown";
  return (
    <AuthCard title="Create your account" subtitle="Save your bookings and plan trips faster.">
      <Form method="post" {...getFormProps(form)}>
        <FormErrorBox id={form.errorId} message={formError} />
        <FormField
          field={fields.username}
          label="Username"
          type="text"
          autoComplete="username"
          after={
            hydrated ? <UsernameStatusLine id={`${fields.username.id}-status`} status={usernameStatus} /> : undefined
          }
        />
        <FormField field={fields.useremail} label="Email" type="email" autoComplete="email" />
        <PasswordField
          field={fields.password}
          label="Password"
          hydrated={hydrated}
          autoComplete="new-password"
          minLength={8}
        />
        <PasswordField
          field={fields.confirmPassword}
          label="Confirm Password"
          hydrated={hydrated}
          autoComplete="new-password"
        />
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={submitting || waitingForUsername}
        >
          {submitting ? "Registering..." : "Register"}
        </button>
      </Form>
      <p className="auth__footer">
        Already have an account? <Link to="/login">Login Now</Link>
      </p>
    </AuthCard>
  );
}

export const headers = passOnHeaders;

export const meta: MetaFunction = () => [{ title: "Create an account — Kelana" }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
