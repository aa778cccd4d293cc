// Which addresses are the JSON API (spec section 7): everything under /api/, and the /auth/ calls.
// The pages' own Google sign-in form also posts to /auth/google; as an API path it merely also
// accepts the CORS origins, which is harmless for starting an OAuth redirect.
export function isApiPath(pathname: string): boolean {
  return pathname.startsWith("/api/") || pathname.startsWith("/auth/");
}
