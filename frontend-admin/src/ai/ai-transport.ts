import { apiClient } from '../api/api-client';
import { ApiError } from '../engine/data-provider';

export type TranslationLanguage = 'de' | 'es';

export const translationLanguages: readonly TranslationLanguage[] = ['de', 'es'];

/** An answer of the assistant; its id continues the conversation. */
export interface AiAnswer {
  id: string;
  output_text: string;
}

/** One request from the panel: a question, or a translation the server words from a record's stored English text. */
export type AiRequest = { query: string } | { translate: TranslationLanguage };

/** Where the conversation stands: the last answer's id in this panel, and whether the user started a new one. */
export interface AiConversation {
  previousResponseId: string | undefined;
  restart: boolean;
}

/** Sends one request to an assistant endpoint; throws an ApiError (status 0: the request did not reach the API). */
export type AiSend = (request: AiRequest, conversation: AiConversation) => Promise<AiAnswer>;

interface ClientResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The answer, or an ApiError with the API's message (503 not configured, 502 provider failure, 429 too many). */
export async function aiAnswerOf<T extends AiAnswer>(call: Promise<ClientResult<T>>): Promise<AiAnswer> {
  let result: ClientResult<T>;
  try {
    result = await call;
  } catch (error) {
    throw new ApiError(0, error instanceof Error ? error.message : String(error));
  }
  const { data, error, response } = result;
  if (data) return { id: data.id, output_text: data.output_text };
  const message =
    typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string'
      ? error.message
      : '';
  throw new ApiError(response.status, message || `HTTP ${response.status}`);
}

/**
 * The general assistant (POST /api/openAI): the panel keeps the conversation and sends the last answer's id as
 * previous_response_id (docs/product-spec.md §4). It has no record to translate, so it takes questions only.
 */
export const askOpenAi: AiSend = async (request, { previousResponseId }) => {
  if (!('query' in request)) throw new Error('POST /api/openAI takes a question, not a translation request');
  return aiAnswerOf(
    apiClient.POST('/api/openAI', {
      body: { query: request.query, ...(previousResponseId ? { previous_response_id: previousResponseId } : {}) },
    }),
  );
};
