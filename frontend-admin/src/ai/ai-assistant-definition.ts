import type { AiSend } from './ai-transport';

/**
 * The AI assistant beside a resource's record form (docs/product-spec.md §2: "AI chat panel inside content work").
 *
 * `conversation`: the general assistant (POST /api/openAI); the panel keeps the conversation, and the translation
 * shortcuts prefill the question from the form's English text, the first non-empty of `sourceFields` (content).
 *
 * `record`: the record's own assistant endpoint, which keeps the conversation on the record and words translation
 * prompts from the record's stored English text (carriers). It works on a saved record only.
 */
export type AiAssistantDefinition<R = unknown> =
  | { kind: 'conversation'; sourceFields: readonly string[] }
  | {
      kind: 'record';
      /** Sends to the assistant of the record with this id. */
      send(id: string): AiSend;
      /** Whether the stored record carries an earlier conversation that the next question continues. */
      hasConversation?(record: R): boolean;
    };
