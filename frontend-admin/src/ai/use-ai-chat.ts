import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { apiClient } from '../api/api-client';
import { ApiError } from '../engine/data-provider';

export interface AiChatMessage {
  id: string;
  type: 'question' | 'answer';
  message: string;
}

/**
 * A conversation with the AI assistant (POST /api/openAI). Each answer's id goes back as previous_response_id, so the
 * assistant keeps the context (spec §4).
 */
export function useAiChat() {
  const [messages, setMessages] = useState<AiChatMessage[]>([]);
  const [previousResponseId, setPreviousResponseId] = useState<string | undefined>();

  const ask = useMutation({
    mutationFn: async (query: string) => {
      const { data, error, response } = await apiClient.POST('/api/openAI', {
        body: { query, ...(previousResponseId ? { previous_response_id: previousResponseId } : {}) },
      });
      if (!data) {
        const body: unknown = error;
        const message =
          typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
            ? body.message
            : '';
        throw new ApiError(response.status, message || `HTTP ${response.status}`);
      }
      return data;
    },
    onMutate: (query) =>
      setMessages((current) => [...current, { id: `q-${current.length}`, type: 'question', message: query }]),
    onSuccess: (answer) => {
      setPreviousResponseId(answer.id);
      setMessages((current) => [...current, { id: answer.id, type: 'answer', message: answer.output_text }]);
    },
    onError: (error) => console.error('The AI assistant did not answer.', error),
  });

  const reset = useCallback(() => {
    setMessages([]);
    setPreviousResponseId(undefined);
    ask.reset();
  }, [ask]);

  return { messages, ask, reset };
}
