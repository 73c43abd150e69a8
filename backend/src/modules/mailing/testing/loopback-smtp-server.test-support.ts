import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback (the `smtp-server` package), recording what it receives. */
export class LoopbackSmtpServer {
  readonly received: ReceivedMail[] = [];
  /** AUTH commands received: each one carried a password over this plaintext connection. */
  authAttempts = 0;
  /** Recipients this server refuses for good (550, "no such mailbox"), and how often each was tried. */
  readonly refused = new Map<string, number>();
  private server: SMTPServer | undefined;
  port = 0;

  async start(port = 0): Promise<number> {
    const server = new SMTPServer({
      secure: false,
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth: (auth, _session, callback) => {
        this.authAttempts += 1;
        if (auth.username && auth.password === 'smtp-secret') callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onRcptTo: (address, _session, callback) => {
        const tries = this.refused.get(address.address);
        if (tries === undefined) return callback();
        this.refused.set(address.address, tries + 1);
        const error = new Error('No such mailbox') as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
    return this.port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
