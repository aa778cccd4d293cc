import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { requireStaff } from "~/accounts/staff.server";
import {
  changeRole,
  countAdmins,
  listUsersForAdmin,
  type Role,
  roleLabels,
  ROLES,
  USER_LIST_LIMIT,
} from "~/accounts/user-admin.server";
import { getDb } from "~/db/db.server";
import { formatDate } from "~/domain/format";
import { privatePageHeaders } from "~/http/headers";
import { readForm } from "~/http/read-form.server";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithError, redirectWithSuccess } from "~/utils/toast.server";

/** Each button's intent: the role it gives, and the role the account must still have. */
const roleChanges = {
  "grant-staff": { from: "traveller", to: "staff", verb: "Make staff" },
  "grant-admin": { from: ["traveller", "staff"], to: "admin", verb: "Make admin" },
  "revoke-admin": { from: "admin", to: "staff", verb: "Remove admin role" },
  "revoke-staff": { from: "staff", to: "traveller", verb: "Remove staff role" },
} as const satisfies Record<string, { from: Role | readonly Role[]; to: Role; verb: string }>;
type Intent = keyof typeof roleChanges;

const roleChangeSchema = z.object({
  intent: z.enum(Object.keys(roleChanges) as [Intent, ...Intent[]]),
  userId: z.uuid(),
  currentRole: z.enum(ROLES as [Role, ...Role[]]),
});

const QUERY_MAX = 100;

function queryOf(request: Request): string {
  return (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, QUERY_MAX);
}

function backTo(request: Request): string {
  const q = queryOf(request);
  return q ? `/admin/users?${new URLSearchParams({ q })}` : "/admin/users";
}

function intentsFor(role: Role): Intent[] {
  return (Object.keys(roleChanges) as Intent[]).filter((intent) => {
    const from: Role | readonly Role[] = roleChanges[intent].from;
    return typeof from === "string" ? from === role : from.includes(role);
  });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireStaff(request, { admin: true, context });
  const db = await getDb();
  const q = queryOf(request);
  const [users, adminCount] = await Promise.all([listUsersForAdmin(db, q), countAdmins(db)]);
  return { users, q, adminCount, currentUserId: user.id, limit: USER_LIST_LIMIT };
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const admin = await requireStaff(request, { admin: true });
  const parsed = roleChangeSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return redirectWithError(backTo(request), "That change could not be made. Please try again.");
  const { intent, userId, currentRole } = parsed.data;
  if (!intentsFor(currentRole).includes(intent)) {
    return redirectWithError(backTo(request), "That change does not apply to this account's role.");
  }
  const result = await changeRole(await getDb(), { userId, role: roleChanges[intent].to, expectedRole: currentRole });
  if (!result.ok) {
    const messages = {
      "not-found": "That account no longer exists.",
      changed: "That account's role was changed by someone else meanwhile. Check it and try again.",
      "last-admin": "You are the only admin: make another account admin before giving up your own admin role.",
    } as const;
    return redirectWithError(backTo(request), messages[result.reason]);
  }
  const message = `${result.user.username} is now ${roleLabels[result.user.role].toLowerCase()}.`;
  // An admin who gave up their own admin role can no longer open this page.
  if (result.user.id === admin.id && result.user.role !== "admin") return redirectWithSuccess("/admin", message);
  return redirectWithSuccess(backTo(request), message);
}

export default function AdminUsers() {
  const { users, q, adminCount, currentUserId, limit } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <header className="page-header admin-page-header">
        <h1>Users</h1>
        <p>
          Staff can work in the back office; admins can also give and take these roles. There{" "}
          {adminCount === 1 ? "is 1 admin" : `are ${adminCount} admins`}: the last one cannot give up the role.
        </p>
      </header>
      <Form method="get" className="admin-search" role="search">
        <div className="field">
          <label htmlFor="user-search">Find an account by username or e-mail</label>
          <input id="user-search" type="search" name="q" defaultValue={q} maxLength={QUERY_MAX} />
        </div>
        <button type="submit" className="button button--ghost">
          Search
        </button>
      </Form>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption>
            {q ? `Accounts matching “${q}”` : "Accounts, the team first"}
            {users.length === limit ? ` (the first ${limit}; search to narrow)` : null}
          </caption>
          <thead>
            <tr>
              <th scope="col">Username</th>
              <th scope="col">E-mail</th>
              <th scope="col">Role</th>
              <th scope="col">Joined</th>
              <th scope="col">Change role</th>
            </tr>
          </thead>
          <tbody>
            {users.length === 0 ? (
              <tr>
                <td colSpan={5}>No account matches.</td>
              </tr>
            ) : null}
            {users.map((user) => (
              <tr key={user.id}>
                <th scope="row">
                  {user.username}
                  {user.id === currentUserId ? <span className="admin-table__you"> (you)</span> : null}
                </th>
                <td data-label="E-mail">{user.email}</td>
                <td data-label="Role">
                  <span className={`badge admin-role admin-role--${user.role}`}>{roleLabels[user.role]}</span>
                </td>
                <td data-label="Joined">{formatDate(user.createdAt)}</td>
                <td data-label="Change role">
                  <div className="admin-table__actions">
                    {intentsFor(user.role).map((intent) => (
                      <Form method="post" key={intent}>
                        <input type="hidden" name="intent" value={intent} />
                        <input type="hidden" name="userId" value={user.id} />
                        <input type="hidden" name="currentRole" value={user.role} />
                        <button
                          type="submit"
                          className="button button--ghost button--small"
                          aria-label={`${roleChanges[intent].verb}: ${user.username}`}
                          disabled={busy}
                        >
                          {roleChanges[intent].verb}
                        </button>
                      </Form>
                    ))}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export const headers = privatePageHeaders;

export const meta: MetaFunction = () => [
  { title: "Users — Back office — Kelana" },
  { name: "robots", content: "noindex" },
];
