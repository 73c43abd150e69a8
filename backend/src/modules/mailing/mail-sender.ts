import { Injectable } from '@nestjs/common';
import nodemailer from 'nodemailer';
import { MailingSettingsService } from './mailing-settings.service.js';

export interface OutgoingMail {
  /** Defaults to the site's own mailbox (the mailing e-mail). */
  to?: string;
  replyTo?: string;
  subject: string;
  text: string;
}

/** Sends through the SMTP server of the mailing settings (read fresh for every mail, so changes apply at once). */
@Injectable()
export class MailSender {
  constructor(private readonly settings: MailingSettingsService) {}

  async send(mail: OutgoingMail): Promise<{ to: string }> {
    const smtp = await this.settings.smtp();
    const transport = nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.port === 465,
      auth: smtp.password ? { user: smtp.email, pass: smtp.password } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    const to = mail.to ?? smtp.email;
    try {
      await transport.sendMail({ from: smtp.email, to, replyTo: mail.replyTo, subject: mail.subject, text: mail.text });
    } finally {
      transport.close();
    }
    return { to };
  }
}
