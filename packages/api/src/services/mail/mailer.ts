import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: Array<{ filename: string; content: Buffer; contentType?: string }>;
  /** Used as Message-ID seed so a redelivered outbox row is recognisable as the same mail. */
  idempotencyKey?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** nodemailer over SMTP; `from` is the portal's sender address. */
export function createSmtpMailer(smtpUrl: string, from: string, messageIdDomain: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments,
        messageId: mail.idempotencyKey ? `<${mail.idempotencyKey}@${messageIdDomain}>` : undefined,
      });
    },
    close() {
      transport.close();
    },
  };
}
