import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { accountMessages, registerSchema } from "~/accounts/account-schemas";
import { registerAccount, usernameAvailabilityRule } from "~/accounts/register.server";
import { commitSignIn, getOptionalUser } from "~/accounts/session.server";
import { AuthCard } from "~/components/account/auth-card";
import { useUsernameAvailability } from "~/components/account/use-username-availability";
import { StatusButton } from "~/components/admin/status-button";
import { FormErrorSummary, FormField, PasswordField } from "~/components/form/labelled-field";
import { useSchemaForm } from "~/components/form/use-schema-form";
import { getDb } from "~/db/db.server";
import { passOnHeaders } from "~/http/headers";
import { readForm } from "~/http/read-form.server";
import { limitedFormReply } from "~/security/limit-reply.server";
import { clientAddress } from "~/security/rate-limit.server";
import authStyles from "~/styles/auth.css";
import { useHydrated } from "~/utils/hooks";
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
  // As the page itself: someone signed in has an account (registering would leave that session behind).
  if (await getOptionalUser(request, db)) throw redirect("/dashboard");
  const address = clientAddress(request, context);
  const submission = await parseWithZod(await readForm(request), {
    schema: registerSchema.superRefine(usernameAvailabilityRule(db, address)),
    async: true,
  });
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields }) }, { status: 400 });

  const registered = await registerAccount(db, {
    username: submission.value.username,
    email: submission.value.useremail,
    password: submission.value.password,
    address,
  });
  if (!registered.ok) {
    if (registered.reason === "limited") return limitedFormReply(submission, registered, { hideFields });
    // Lost a race for the name, or the e-mail already has an account: the database decided.
    return data({ result: submission.reply({ fieldErrors: registered.fieldErrors, hideFields }) }, { status: 409 });
  }
  // Signed in at once, as the sign-in page would (a new session and a fresh cookie; no "Remember me" was
  // offered, so it ends with the browser).
  const cookie = await commitSignIn(request, registered.user, false, db);
  return redirectWithSuccess("/dashboard", "Registration successful", { headers: { "Set-Cookie": cookie } });
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
  const [form, fields] = useSchemaForm({ id: "register", schema: registerSchema, lastResult: actionData?.result });
  const usernameStatus = useUsernameAvailability(String(fields.username.value ?? ""));
  // The live check only informs: Register is never disabled for it (Enter must work, and a disabled button
  // says nothing about why), and the server checks the name again on submit. A name found taken is marked
  // invalid at once, its message tied to the field; after a post the field's error says it instead.
  const liveTaken = hydrated && usernameStatus === "taken";
  const takenSaid = fields.username.errors?.includes(accountMessages.usernameTaken) ?? false;
  return (
    <AuthCard title="Create your account" subtitle="Save your bookings and plan trips faster.">
      <Form method="post" {...getFormProps(form)}>
        <FormErrorSummary form={form} lastResult={actionData?.result} />
        <FormField
          field={fields.username}
          label="Username"
          type="text"
          autoComplete="username"
          {...(liveTaken ? { "aria-invalid": true } : {})}
          after={
            hydrated ? (
              <UsernameStatusLine
                id={`${fields.username.id}-status`}
                status={liveTaken && takenSaid ? "idle" : usernameStatus}
              />
            ) : undefined
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
        {/* While posting it refuses a second press (Enter included) without losing the focus it holds. */}
        <StatusButton className="button button--primary button--block" pendingLabel="Registering...">
          Register
        </StatusButton>
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
