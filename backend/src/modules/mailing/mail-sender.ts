import { Inject, Injectable } from '@nestjs/common';
import nodemailer from 'nodemailer';
import { DomainError } from '../../common/errors/domain.error.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { MailingSettingsService } from './mailing-settings.service.js';

export interface OutgoingMail {
  /** Defaults to the site's own mailbox (the mailing e-mail). */
  to?: string;
  replyTo?: string;
  subject: string;
  text: string;
  /** Extra headers (List-Unsubscribe…). */
  headers?: Record<string, string>;
}

/**
 * How the connection to the mail server is protected: TLS from the start on port 465, else STARTTLS, which is
 * required (nodemailer `requireTLS`: no password or e-mail goes out unencrypted) unless the server is on this machine
 * or MAIL_ALLOW_PLAINTEXT is set.
 */
export function smtpTransportSecurity(
  host: string,
  port: number,
  mail: Pick<AppConfig['mail'], 'allowPlaintext' | 'isLoopbackHost'>,
): { secure: boolean; requireTLS: boolean } {
  const secure = port === 465;
  return { secure, requireTLS: !secure && !mail.allowPlaintext && !mail.isLoopbackHost(host) };
}

/** Sends through the SMTP server of the mailing settings (read fresh for every mail, so changes apply at once). */
@Injectable()
export class MailSender {
  constructor(
    private readonly settings: MailingSettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async send(mail: OutgoingMail): Promise<{ to: string }> {
    const smtp = await this.settings.smtp();
    const security = smtpTransportSecurity(smtp.host, smtp.port, this.config.mail);
    const transport = nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      ...security,
      auth: smtp.password ? { user: smtp.email, pass: smtp.password } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    const to = mail.to ?? smtp.email;
    try {
      await transport.sendMail({
        from: smtp.email,
        to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        headers: mail.headers,
      });
    } catch (error) {
      throw security.requireTLS && (error as { code?: unknown }).code === 'ETLS' ? noTls(smtp.host, smtp.port) : error;
    } finally {
      transport.close();
    }
    return { to };
  }
}

/** The server answered STARTTLS with a refusal (or does not offer it): say so, and how to go on. */
function noTls(host: string, port: number): DomainError {
  return new DomainError(
    'BAD_GATEWAY',
    `The mail server ${host}:${port} does not offer TLS (STARTTLS), so nothing was sent: the password and the ` +
      'e-mail would travel unencrypted. Use port 465 or a server with STARTTLS, or set MAIL_ALLOW_PLAINTEXT=true.',
  );
}
