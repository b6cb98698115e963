import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { DeliveryError, type Notifier } from './notifier.js';

export interface SmtpSettings {
  /** smtp://user:pass@host:587 or smtps://...; when set, host/port/user/pass are ignored. */
  url?: string;
  host?: string;
  port?: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure?: boolean;
  user?: string;
  pass?: string;
  /** The sender, e.g. "ESC Learning <no-reply@school.example>". */
  from: string;
}

/** Email through SMTP with nodemailer, configured from the environment (SMTP_URL or SMTP_HOST...). */
export function createSmtpNotifier(settings: SmtpSettings): Notifier {
  const options: SMTPTransport.Options = settings.url
    ? { url: settings.url }
    : {
        host: settings.host,
        port: settings.port ?? 587,
        secure: settings.secure ?? settings.port === 465,
        ...(settings.user ? { auth: { user: settings.user, pass: settings.pass ?? '' } } : {}),
      };
  const transport = nodemailer.createTransport({
    ...options,
    // A slow mail server must not hold a request for long.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as SMTPTransport.Options);
  return {
    channels: ['email'],
    async send(message) {
      try {
        const info = await transport.sendMail({
          from: settings.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
        if (info.rejected.length > 0)
          throw new DeliveryError(`the mail server refused ${info.rejected.length} recipient`);
      } catch (error) {
        if (error instanceof DeliveryError) throw error;
        throw new DeliveryError('the mail server did not take the message', { cause: error });
      }
    },
  };
}
