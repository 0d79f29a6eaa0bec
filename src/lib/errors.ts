export type Issue = { path: string; message: string };

/** An error that maps to one HTTP answer of contract §2 ("Errors"). Thrown anywhere, rendered by the app's error handler. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503,
    message: string,
    readonly issues?: Issue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = "Not found") => new HttpError(404, what);
export const badRequest = (message: string, issues?: Issue[]) => new HttpError(400, message, issues);
export const unauthorized = () => new HttpError(401, "Authentication required");
