// The one answer to a rate-limited form post: the form's own error box with the one wording, status
// 429 and Retry-After (kept on the document response by the route's `headers` export, passOnHeaders).
import type { SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/node";
import { tooManyAttemptsMessage } from "./limits";

type Replyable = {
  reply: (options?: { formErrors?: string[]; hideFields?: string[] }) => SubmissionResult<string[]>;
};

export function retryAfterHeaders(retryAfterSeconds: number): Record<string, string> {
  return { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) };
}

export function limitedFormReply(
  submission: Replyable,
  limited: { retryAfterSeconds: number },
  options: { hideFields?: string[] } = {},
) {
  return data(
    { result: submission.reply({ formErrors: [tooManyAttemptsMessage(limited.retryAfterSeconds)], ...options }) },
    { status: 429, headers: retryAfterHeaders(limited.retryAfterSeconds) },
  );
}
