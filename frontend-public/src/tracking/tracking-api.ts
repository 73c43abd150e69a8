import { apiClient } from '../api/api-client';
import { readApiError } from '../api/api-error';
import type { Detection, TrackingResult } from './tracking-status';

/** The API refused the number itself (400): asking again will not help. */
export class InvalidTrackingNumberError extends Error {}

export async function detectCarrier(number: string, signal?: AbortSignal): Promise<Detection> {
  const { data, error, response } = await apiClient.GET('/api/tracking/detect', {
    params: { query: { number } },
    signal,
  });
  if (data) return data;
  throw failure(response, error);
}

export async function lookupTracking(code: string, signal?: AbortSignal): Promise<TrackingResult> {
  const { data, error, response } = await apiClient.GET('/api/tracking/{code}', {
    params: { path: { code } },
    signal,
  });
  if (data) return data;
  throw failure(response, error);
}

export async function lookupTrackingBatch(codes: readonly string[], signal?: AbortSignal): Promise<TrackingResult[]> {
  const { data, error, response } = await apiClient.POST('/api/tracking/batch', {
    body: { codes: [...codes] },
    signal,
  });
  if (data) return data.results;
  throw failure(response, error);
}

function failure(response: Response, body: unknown): Error {
  const { message, errors } = readApiError(body);
  if (response.status === 400) return new InvalidTrackingNumberError(errors.number ?? errors.codes ?? message);
  return new Error(`${response.url} answered HTTP ${response.status}${message ? `: ${message}` : ''}`);
}
