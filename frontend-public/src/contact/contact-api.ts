import { apiClient } from '../api/api-client';
import { readApiError } from '../api/api-error';

export type ContactField = 'subject' | 'message' | 'userEmail';
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export interface ContactMessage {
  subject: string;
  message: string;
  userEmail: string;
  /** The honeypot: people never see it, so it stays empty unless a bot fills it in. */
  website: string;
}

export type ContactOutcome =
  | { status: 'sent' }
  | { status: 'invalid'; errors: ContactFieldErrors; message?: string }
  | { status: 'too-many' }
  | { status: 'failed' };

const FIELDS: readonly ContactField[] = ['subject', 'message', 'userEmail'];

/** POST /api/contact: 202 once queued, 400 with field errors, 429 when this address sent too many. */
export async function sendContactMessage(message: ContactMessage): Promise<ContactOutcome> {
  try {
    const { error, response } = await apiClient.POST('/api/contact', { body: message });
    if (response.ok) return { status: 'sent' };
    if (response.status === 429) return { status: 'too-many' };
    if (response.status === 400) {
      const body = readApiError(error);
      const errors: ContactFieldErrors = {};
      for (const field of FIELDS) if (body.errors[field]) errors[field] = body.errors[field];
      return { status: 'invalid', errors, message: body.message };
    }
    console.error(`POST /api/contact answered HTTP ${response.status}`);
    return { status: 'failed' };
  } catch (error) {
    console.error('The contact message could not be sent.', error);
    return { status: 'failed' };
  }
}

/** A standard e-mail address: something@domain.tld, without spaces (the API checks it fully). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** docs/product-spec.md §5: the form's own checks, before anything is sent; messages keyed as the API's. */
export function contactProblems({
  subject,
  message,
  userEmail,
}: ContactMessage): Record<ContactField, 'empty' | 'format' | null> {
  const email = userEmail.trim();
  return {
    subject: subject.trim() ? null : 'empty',
    message: message.trim() ? null : 'empty',
    userEmail: !email ? 'empty' : EMAIL.test(email) ? null : 'format',
  };
}
