/** A Supabase Auth error: answered as `{ code, message }` with its HTTP status. */
export class AuthApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 413 | 422,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
