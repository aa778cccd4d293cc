// Upload sizes, shared by server.ts's body limit (before anything is read) and the upload checks.
import { FORM_BODY_LIMIT_BYTES } from "../http/read-form.server";

/** The largest file a traveller or staff member may upload. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/**
 * What an upload form's body may hold in all: the file, its fields, and room above 5 MB so that a
 * slightly larger file gets "larger than 5 MB" next to the field rather than an error page.
 */
export const UPLOAD_FORM_LIMIT_BYTES = 8 * 1024 * 1024 + FORM_BODY_LIMIT_BYTES;
