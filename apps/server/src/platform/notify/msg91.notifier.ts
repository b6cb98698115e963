import type { MessageKind } from './notifier.js';
import { DeliveryError, type Notifier } from './notifier.js';

export interface Msg91Settings {
  /** The account's auth key (MSG91_AUTH_KEY), sent in the authkey header. */
  authKey: string;
  /** The DLT-approved sender id (header), e.g. ESCLRN. */
  senderId?: string;
  /** The Flow template id registered for each kind of message (India's DLT rules: no free text). */
  templates: Partial<Record<MessageKind, string>>;
  /** https://control.msg91.com unless set (tests point it at a local server). */
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** MSG91's answer: { "type": "success", "message": "<request id>" } or { "type": "error", "message": "...", "code": "..." }. */
interface Msg91Answer {
  type?: string;
  message?: string;
  code?: string | number;
}

/**
 * SMS through MSG91, the provider most Indian products use, with its Flow API (POST
 * /api/v5/flow/, header authkey, JSON body of template_id, sender, short_url and recipients, each
 * recipient's mobiles in international form without "+", and the template's variables beside it).
 */
export function createMsg91Notifier(settings: Msg91Settings): Notifier {
  const doFetch = settings.fetch ?? fetch;
  const url = `${(settings.baseUrl ?? 'https://control.msg91.com').replace(/\/+$/, '')}/api/v5/flow/`;
  return {
    channels: ['sms'],
    async send(message) {
      const templateId = settings.templates[message.kind];
      if (!templateId) throw new DeliveryError(`no MSG91 template is configured for ${message.kind} messages`);
      const body = {
        template_id: templateId,
        ...(settings.senderId ? { sender: settings.senderId } : {}),
        short_url: '0',
        recipients: [{ mobiles: message.to.replace(/^\+/, ''), ...message.variables }],
      };
      let answer: Msg91Answer;
      let status: number;
      try {
        const response = await doFetch(url, {
          method: 'POST',
          headers: { authkey: settings.authKey, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
        });
        status = response.status;
        answer = (await response.json().catch(() => ({}))) as Msg91Answer;
      } catch (error) {
        throw new DeliveryError('MSG91 could not be reached', { cause: error });
      }
      if (status >= 300 || answer.type !== 'success') {
        const why = [answer.code, answer.message].filter(Boolean).join(' ');
        throw new DeliveryError(`MSG91 refused the message (HTTP ${status}${why ? `: ${why}` : ''})`);
      }
    },
  };
}
