/** Sends the end of a job by SMTP (nodemailer) to the address of the user's settings (ADR 0059). */
import nodemailer, { type Transporter } from 'nodemailer';
import type { SmtpConfig } from '../../config';

export interface Mailer {
  send(to: string, mail: { subject: string; text: string }): Promise<void>;
  close(): void;
}

export function smtpMailer(smtp: SmtpConfig): Mailer {
  let transport: Transporter | undefined;
  const open = () =>
    (transport ??= nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password ?? '' } } : {}),
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    }));
  return {
    send: async (to, mail) => {
      await open().sendMail({ from: smtp.from, to, subject: mail.subject, text: mail.text });
    },
    close: () => transport?.close(),
  };
}
