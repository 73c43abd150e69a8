import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ContactMessagesRepository } from './contact-messages.repository.js';
import { MailSender } from './mail-sender.js';

/** E-mails stored contact messages to the site's mailbox, recording every attempt. */
@Injectable()
export class ContactDeliveryService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly messages: ContactMessagesRepository,
    private readonly sender: MailSender,
  ) {}

  /** Sends one message; throws so that the queue retries, and marks it failed after the last attempt. */
  async deliver(messageId: string, attempt: number): Promise<void> {
    const message = await this.messages.findById(messageId);
    if (!message || message.status === 'sent') return;
    try {
      await this.sender.send({
        replyTo: message.userEmail,
        subject: `[Contact] ${message.subject}`,
        text: `${message.message}\n\n— ${message.userEmail} via the ParcelPilot contact form`,
      });
      await this.messages.markSent(message.id);
    } catch (error) {
      const final = attempt >= this.config.mail.maxAttempts;
      await this.messages.markAttemptFailed(message.id, attempt, (error as Error).message, final);
      throw error;
    }
  }
}
