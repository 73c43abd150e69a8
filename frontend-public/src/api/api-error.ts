/** The API's error body (docs/style.md §4): `{statusCode, message, errors?: {field: message}}`. */
export interface ApiErrorBody {
  message?: string;
  errors: Record<string, string>;
}

export function readApiError(body: unknown): ApiErrorBody {
  if (typeof body !== 'object' || body === null) return { errors: {} };
  const message = 'message' in body && typeof body.message === 'string' ? body.message : undefined;
  const errors: Record<string, string> = {};
  if ('errors' in body && typeof body.errors === 'object' && body.errors !== null) {
    for (const [field, text] of Object.entries(body.errors)) {
      if (typeof text === 'string') errors[field] = text;
    }
  }
  return { message, errors };
}
