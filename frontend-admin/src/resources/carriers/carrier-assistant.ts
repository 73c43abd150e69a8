import type { AiAssistantDefinition } from '../../ai/ai-assistant-definition';
import { aiAnswerOf, type AiSend } from '../../ai/ai-transport';
import { apiClient } from '../../api/api-client';

/**
 * A carrier's assistant (POST /api/carriers/{id}/assistant): the server continues the carrier's conversation from the
 * id kept on the record (openai.previous_response_id) and words translation prompts from the carrier's stored English
 * text, so the panel sends only the question, or `translate`, and `restart` after "New conversation".
 */
function carrierAssistant(id: string): AiSend {
  return (request, { restart }) =>
    aiAnswerOf(
      apiClient.POST('/api/carriers/{id}/assistant', {
        params: { path: { id } },
        body: { ...request, ...(restart ? { restart: true } : {}) },
      }),
    );
}

export const carrierAssistantDefinition: AiAssistantDefinition<{ openai?: { previous_response_id: string | null } }> = {
  kind: 'record',
  send: carrierAssistant,
  hasConversation: (carrier) => Boolean(carrier.openai?.previous_response_id),
};
