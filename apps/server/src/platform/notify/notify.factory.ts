import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createConsoleNotifier, DEMO_OUTBOX_FILE } from './console.notifier.js';
import { createMsg91Notifier, type Msg91Settings } from './msg91.notifier.js';
import { routeByChannel, type Channel, type MessageKind, type Notifier } from './notifier.js';
import { createSmtpNotifier, type SmtpSettings } from './smtp.notifier.js';

/** Where messages go, from the environment: SMTP for email, MSG91 for SMS; unset means none. */
export interface NotifyConfig {
  smtp: SmtpSettings | null;
  msg91: Omit<Msg91Settings, 'fetch'> | null;
  /** The address people open from a message (invitation links), e.g. https://learn.school.example. */
  publicUrl: string | null;
}

type Env = Record<string, string | undefined>;

function port(raw: string | undefined): number | undefined {
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535)
    throw new Error(`SMTP_PORT must be a port number, got "${raw}"`);
  return value;
}

/**
 * SMTP_URL (smtp://user:pass@host:587), or SMTP_HOST, SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASS;
 * SMTP_FROM names the sender. MSG91_AUTH_KEY, MSG91_SENDER_ID and one DLT template id per kind:
 * MSG91_TEMPLATE_OTP, MSG91_TEMPLATE_INVITATION, MSG91_TEMPLATE_PARENT_LINK, MSG91_TEMPLATE_PARENTAL_CONSENT. PUBLIC_URL for links.
 */
export function notifyConfigFromEnv(env: Env): NotifyConfig {
  const smtpConfigured = Boolean(env.SMTP_URL || env.SMTP_HOST);
  if (smtpConfigured && !env.SMTP_FROM) throw new Error('SMTP_FROM must name the sender when SMTP is configured');
  const smtp: SmtpSettings | null = smtpConfigured
    ? {
        url: env.SMTP_URL || undefined,
        host: env.SMTP_HOST || undefined,
        port: port(env.SMTP_PORT),
        secure: env.SMTP_SECURE ? ['1', 'true', 'yes', 'on'].includes(env.SMTP_SECURE.toLowerCase()) : undefined,
        user: env.SMTP_USER || undefined,
        pass: env.SMTP_PASS || undefined,
        from: env.SMTP_FROM!,
      }
    : null;
  const templates: Partial<Record<MessageKind, string>> = {
    ...(env.MSG91_TEMPLATE_OTP ? { otp: env.MSG91_TEMPLATE_OTP } : {}),
    ...(env.MSG91_TEMPLATE_INVITATION ? { invitation: env.MSG91_TEMPLATE_INVITATION } : {}),
    ...(env.MSG91_TEMPLATE_PARENT_LINK ? { parent_link: env.MSG91_TEMPLATE_PARENT_LINK } : {}),
    ...(env.MSG91_TEMPLATE_PARENTAL_CONSENT ? { parental_consent: env.MSG91_TEMPLATE_PARENTAL_CONSENT } : {}),
  };
  const msg91 = env.MSG91_AUTH_KEY
    ? {
        authKey: env.MSG91_AUTH_KEY,
        senderId: env.MSG91_SENDER_ID || undefined,
        templates,
        baseUrl: env.MSG91_BASE_URL || undefined,
      }
    : null;
  return { smtp, msg91, publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : null };
}

/**
 * The notifier of this server. Production: only the adapters the environment configures (the
 * console adapter does not exist there). Demo: a configured adapter where there is one, the
 * development console for the other channels.
 */
export function createNotifier(deps: {
  mode: 'demo' | 'production';
  notify: NotifyConfig | undefined;
  log: FastifyBaseLogger;
  fetch?: typeof fetch;
  /** Demo: the folder of the demo's outbox file (demo-outbox.jsonl), where every message is written whole. */
  dataDir?: string;
}): Notifier {
  const { mode, notify, log } = deps;
  const adapters: Partial<Record<Channel, Notifier>> = {};
  if (notify?.smtp) adapters.email = createSmtpNotifier(notify.smtp);
  if (notify?.msg91) adapters.sms = createMsg91Notifier({ ...notify.msg91, fetch: deps.fetch });
  if (mode === 'production') return routeByChannel(adapters);
  const console = createConsoleNotifier(log, deps.dataDir ? path.join(deps.dataDir, DEMO_OUTBOX_FILE) : null);
  adapters.email ??= console;
  adapters.sms ??= console;
  return routeByChannel(adapters, console.outbox);
}
