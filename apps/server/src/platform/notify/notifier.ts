import { AppError } from '../errors/app-error.js';

/** How a message reaches a person: an email address, or a mobile number in E.164 form (+919876543210). */
export type Channel = 'email' | 'sms';

/** What the message is for; an SMS provider picks its registered template by this (India's DLT rules). */
export type MessageKind = 'otp' | 'invitation' | 'parent_link' | 'parental_consent' | 'grievance_officer';

export interface OutgoingMessage {
  channel: Channel;
  to: string;
  kind: MessageKind;
  /** Email subject. */
  subject: string;
  /** The whole message in words (email body; SMS text where the provider takes free text). */
  text: string;
  /** The template's values (code, minutes, school, link), for providers that send registered templates. */
  variables: Record<string, string>;
  /** What the message is about (a link request's id); kept by the demo outbox, never sent. */
  ref?: string;
}

/**
 * The one way codes and invitations leave the server. Adapters: the development
 * console (demo mode only), SMTP (nodemailer) and an SMS provider (MSG91).
 */
export interface Notifier {
  /** The channels this notifier can deliver to. */
  readonly channels: readonly Channel[];
  send(message: OutgoingMessage): Promise<void>;
  /** Demo mode only: what the console adapter would have delivered, for the demo's own screens. */
  readonly outbox?: DevOutbox;
}

export interface DevOutbox {
  /** The newest message of a kind to an address (about `ref`, when given), if the console adapter holds one. */
  latest(to: string, kind: MessageKind, ref?: string): OutgoingMessage | undefined;
}

/** A delivery the provider refused or could not take; the caller answers 503 in plain words. */
export class DeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DeliveryError';
  }
}

/** One notifier over one adapter per channel: email to the email adapter, sms to the SMS adapter. */
export function routeByChannel(adapters: Partial<Record<Channel, Notifier>>, outbox?: DevOutbox): Notifier {
  const channels = (Object.keys(adapters) as Channel[]).filter((c) => adapters[c]?.channels.includes(c));
  return {
    channels,
    outbox,
    async send(message) {
      const adapter = adapters[message.channel];
      if (!adapter || !adapter.channels.includes(message.channel)) {
        throw new AppError('SERVICE_UNAVAILABLE', {
          reason: message.channel === 'email' ? 'notifications.noEmail' : 'notifications.noSms',
        });
      }
      try {
        await adapter.send(message);
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw new AppError('SERVICE_UNAVAILABLE', { reason: 'notifications.notSent' }, { cause: error });
      }
    },
  };
}
