import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { AiAnswer, AiRequest, AiSend } from './ai-transport';

export interface AiChatMessage {
  id: string;
  type: 'question' | 'answer';
  message: string;
}

interface Ask {
  request: AiRequest;
  /** What the question bubble says (a translation request is worded on the server). */
  label: string;
  /** A retry of the failed request: its question is already shown. */
  retry?: boolean;
}

/**
 * A conversation with the AI assistant through `send`. Each answer's id continues the conversation (docs/product-spec.md §4): the
 * general assistant sends it back as previous_response_id; a record's assistant keeps it on the record and is told to
 * restart after "New conversation".
 */
export function useAiChat(send: AiSend) {
  const [messages, setMessages] = useState<AiChatMessage[]>([]);
  const [previousResponseId, setPreviousResponseId] = useState<string | undefined>();
  const [restart, setRestart] = useState(false);
  const [last, setLast] = useState<Ask | undefined>();

  const mutation = useMutation({
    mutationFn: ({ request }: Ask): Promise<AiAnswer> => send(request, { previousResponseId, restart }),
    onMutate: (ask) => {
      setLast(ask);
      if (!ask.retry) {
        setMessages((current) => [...current, { id: `q-${current.length}`, type: 'question', message: ask.label }]);
      }
    },
    onSuccess: (answer) => {
      setPreviousResponseId(answer.id);
      setRestart(false);
      setMessages((current) => [
        ...current,
        { id: `a-${current.length}`, type: 'answer', message: answer.output_text },
      ]);
    },
    onError: (error) => console.error('The AI assistant did not answer.', error),
  });

  const { mutate, reset: resetMutation } = mutation;
  const ask = useCallback((request: AiRequest, label: string) => mutate({ request, label }), [mutate]);
  const retry = useCallback(() => {
    if (last) mutate({ ...last, retry: true });
  }, [last, mutate]);
  const reset = useCallback(() => {
    setMessages([]);
    setPreviousResponseId(undefined);
    setRestart(true);
    setLast(undefined);
    resetMutation();
  }, [resetMutation]);

  return {
    messages,
    ask,
    retry,
    reset,
    /** "New conversation" was chosen and no answer has come since. */
    restarted: restart,
    isPending: mutation.isPending,
    error: mutation.isError ? mutation.error : undefined,
  };
}
