import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliveryError } from './notifier.js';
import { createSmtpNotifier } from './smtp.notifier.js';

// A small SMTP server on loopback speaking the protocol of RFC 5321 (EHLO, AUTH PLAIN, MAIL, RCPT,
// DATA, QUIT): what nodemailer hands to a real mail server is what arrives here.
interface Received {
  from: string;
  to: string[];
  data: string;
  auth: string | null;
}

let server: Server;
let port: number;
const received: Received[] = [];
let refuseRecipient = false;

function serve(socket: Socket): void {
  let buffer = '';
  let inData = false;
  let current: Received = { from: '', to: [], data: '', auth: null };
  const reply = (line: string) => socket.write(`${line}\r\n`);
  reply('220 test.local ESMTP');
  socket.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    let index: number;
    while ((index = buffer.indexOf('\r\n')) >= 0) {
      const line = buffer.slice(0, index);
      buffer = buffer.slice(index + 2);
      if (inData) {
        if (line === '.') {
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '', auth: current.auth };
          reply('250 2.0.0 queued');
        } else current.data += `${line.replace(/^\.\./, '.')}\n`;
        continue;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO') socket.write('250-test.local\r\n250-AUTH PLAIN\r\n250 8BITMIME\r\n');
      else if (verb === 'AUTH') {
        current.auth = Buffer.from(line.split(' ')[2] ?? '', 'base64').toString('utf8');
        reply('235 2.7.0 authenticated');
      } else if (verb === 'MAIL') {
        current.from = /<(.*)>/.exec(line)?.[1] ?? '';
        reply('250 2.1.0 ok');
      } else if (verb === 'RCPT') {
        if (refuseRecipient) reply('550 5.1.1 no such user');
        else {
          current.to.push(/<(.*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 ok');
        }
      } else if (verb === 'DATA') {
        inData = true;
        reply('354 end with .');
      } else if (verb === 'QUIT') {
        reply('221 bye');
        socket.end();
      } else if (verb === 'RSET' || verb === 'NOOP') reply('250 ok');
      else reply('502 5.5.2 not implemented');
    }
  });
}

beforeAll(async () => {
  server = createServer(serve);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const message = {
  channel: 'email' as const,
  to: 'asha@example.com',
  kind: 'otp' as const,
  subject: 'Your ESC Learning code: 123456',
  text: '123456 is your ESC Learning code to choose a new password.',
  variables: { code: '123456', minutes: '10' },
};

describe('SMTP adapter (nodemailer)', () => {
  it('delivers the message with the configured sender, signing in with the configured user', async () => {
    const smtp = createSmtpNotifier({
      host: '127.0.0.1',
      port,
      secure: false,
      user: 'mailer',
      pass: 's3cret',
      from: 'ESC Learning <no-reply@school.example>',
    });
    // The loopback server offers no STARTTLS; nodemailer then sends in the clear, as it would to a local relay.
    await smtp.send(message);
    const mail = received.at(-1)!;
    expect(mail.from).toBe('no-reply@school.example');
    expect(mail.to).toEqual(['asha@example.com']);
    expect(mail.auth).toBe('\u0000mailer\u0000s3cret');
    expect(mail.data).toContain('Subject: Your ESC Learning code: 123456');
    expect(mail.data).toContain('123456 is your ESC Learning code');
  });

  it('is configured by SMTP_URL as well', async () => {
    const smtp = createSmtpNotifier({ url: `smtp://127.0.0.1:${port}`, from: 'no-reply@school.example' });
    await smtp.send({ ...message, to: 'ravi@example.com' });
    expect(received.at(-1)!.to).toEqual(['ravi@example.com']);
  });

  it('a refused recipient or an unreachable server is a DeliveryError', async () => {
    refuseRecipient = true;
    const smtp = createSmtpNotifier({ host: '127.0.0.1', port, secure: false, from: 'no-reply@school.example' });
    await expect(smtp.send(message)).rejects.toBeInstanceOf(DeliveryError);
    refuseRecipient = false;
    const nowhere = createSmtpNotifier({ host: '127.0.0.1', port: 1, secure: false, from: 'no-reply@school.example' });
    await expect(nowhere.send(message)).rejects.toBeInstanceOf(DeliveryError);
  });
});
