import { apiClient } from '../api/api-client';
import type { ListParams, ListResult, ResourceRecord } from './resource-definition';

/** An API answer that is not a success: its status, message and field errors (400 and 409 carry them). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The five calls every screen of the engine makes; `endpoint` is a resource's collection, like `/api/carriers`. */
export interface DataProvider {
  getList<R extends ResourceRecord>(endpoint: string, params: ListParams, signal?: AbortSignal): Promise<ListResult<R>>;
  /** `id` undefined reads a singleton resource (the profile) at the endpoint itself. */
  getOne<R>(endpoint: string, id: string | undefined, signal?: AbortSignal): Promise<R>;
  create<R>(endpoint: string, body: unknown): Promise<R>;
  update<R>(endpoint: string, id: string | undefined, body: unknown): Promise<R>;
  delete(endpoint: string, id: string): Promise<void>;
}

interface UntypedResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

interface UntypedInit {
  params?: { query?: Record<string, string | number> };
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * The typed client's paths are checked where a screen names one literally; here the path is a resource definition's
 * data, so the engine calls the same client (and its CSRF, language and session middleware) without path types.
 */
interface UntypedClient {
  GET(path: string, init?: UntypedInit): Promise<UntypedResult>;
  POST(path: string, init?: UntypedInit): Promise<UntypedResult>;
  PUT(path: string, init?: UntypedInit): Promise<UntypedResult>;
  DELETE(path: string, init?: UntypedInit): Promise<UntypedResult>;
}

const client = apiClient as unknown as UntypedClient;

function errorFrom(result: UntypedResult): ApiError {
  const body = result.error;
  const status = result.response.status;
  if (typeof body === 'object' && body !== null) {
    const message = 'message' in body && typeof body.message === 'string' ? body.message : `HTTP ${status}`;
    const errors =
      'errors' in body && typeof body.errors === 'object' && body.errors !== null
        ? Object.fromEntries(
            Object.entries(body.errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
          )
        : {};
    return new ApiError(status, message, errors);
  }
  return new ApiError(status, typeof body === 'string' && body ? body : `HTTP ${status}`);
}

async function unwrap<T>(call: Promise<UntypedResult>): Promise<T> {
  const result = await call;
  if (!result.response.ok) throw errorFrom(result);
  return result.data as T;
}

function itemPath(endpoint: string, id: string | undefined): string {
  return id === undefined ? endpoint : `${endpoint}/${encodeURIComponent(id)}`;
}

function listQuery({ filter, search, sortBy, page, limit }: ListParams): Record<string, string | number> {
  const query: Record<string, string | number> = { page, limit };
  if (Object.keys(filter).length > 0) query.filter = JSON.stringify(filter);
  if (search) query.search = search;
  if (sortBy) query.sortBy = sortBy;
  return query;
}

export const dataProvider: DataProvider = {
  async getList<R extends ResourceRecord>(endpoint: string, params: ListParams, signal?: AbortSignal) {
    const data = await unwrap<ListResult<R>>(client.GET(endpoint, { params: { query: listQuery(params) }, signal }));
    if (!data || !Array.isArray(data.records) || typeof data.total !== 'number') {
      throw new Error(`GET ${endpoint} did not answer {records, total}`);
    }
    return data;
  },
  getOne<R>(endpoint: string, id: string | undefined, signal?: AbortSignal) {
    return unwrap<R>(client.GET(itemPath(endpoint, id), { signal }));
  },
  create<R>(endpoint: string, body: unknown) {
    return unwrap<R>(client.POST(endpoint, { body }));
  },
  update<R>(endpoint: string, id: string | undefined, body: unknown) {
    return unwrap<R>(client.PUT(itemPath(endpoint, id), { body }));
  },
  async delete(endpoint: string, id: string) {
    await unwrap<unknown>(client.DELETE(itemPath(endpoint, id)));
  },
};
