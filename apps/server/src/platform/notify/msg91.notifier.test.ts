import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMsg91Notifier } from './msg91.notifier.js';
import { DeliveryError } from './notifier.js';

// MSG91's Flow API as its documentation publishes it: POST /api/v5/flow/ with the header authkey and
// a JSON body { template_id, sender, short_url, recipients: [{ mobiles: "919XXXXXXXXX", VAR: value }] };
// it answers { "type": "success", "message": "<request id>" } or
// { "type": "error", "message": "Missing Authentication Key", "code": "106" }.
// MSG91 cannot be reached from here: a local HTTP server stands where it would be.

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

let server: Server;
let baseUrl: string;
const seen: Seen[] = [];
let answer: { status: number; body: unknown } = {
  status: 200,
  body: { type: 'success', message: '5762846b4f8d285d378b4567' },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body: JSON.parse(text || 'null') });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const otp = {
  channel: 'sms' as const,
  to: '+919876543210',
  kind: 'otp' as const,
  subject: '',
  text: '123456 is your ESC Learning code.',
  variables: { code: '123456', minutes: '10' },
};

const notifier = () =>
  createMsg91Notifier({
    authKey: 'test-auth-key',
    senderId: 'ESCLRN',
    templates: { otp: '64f0c0ffee0000000000otp', invitation: '64f0c0ffee00000000invite' },
    baseUrl,
  });

describe('MSG91 adapter', () => {
  it('sends the documented Flow request: authkey header, template id, sender, recipient in international form', async () => {
    answer = { status: 200, body: { type: 'success', message: '5762846b4f8d285d378b4567' } };
    await notifier().send(otp);
    const request = seen.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/v5/flow/');
    expect(request.headers.authkey).toBe('test-auth-key');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({
      template_id: '64f0c0ffee0000000000otp',
      sender: 'ESCLRN',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', code: '123456', minutes: '10' }],
    });
  });

  it('uses the template of the kind of message', async () => {
    await notifier().send({ ...otp, kind: 'invitation', variables: { code: 'K7QM-3XPD-9HTR', school: 'Sunrise' } });
    expect(seen.at(-1)!.body).toMatchObject({ template_id: '64f0c0ffee00000000invite' });
  });

  it('an error answer, an HTTP failure or a kind without a template is a DeliveryError naming why', async () => {
    answer = { status: 200, body: { type: 'error', message: 'Missing Authentication Key', code: '106' } };
    await expect(notifier().send(otp)).rejects.toThrow(
      'MSG91 refused the message (HTTP 200: 106 Missing Authentication Key)',
    );
    answer = { status: 500, body: {} };
    await expect(notifier().send(otp)).rejects.toBeInstanceOf(DeliveryError);
    await expect(notifier().send({ ...otp, kind: 'parent_link' })).rejects.toThrow(/no MSG91 template/);
  });

  it('an unreachable provider is a DeliveryError', async () => {
    const offline = createMsg91Notifier({
      authKey: 'k',
      templates: { otp: 't' },
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(offline.send(otp)).rejects.toThrow('MSG91 could not be reached');
  });
});
