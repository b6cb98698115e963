import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for Razorpay's Orders API (the real one cannot be reached from here): it answers
// POST /v1/orders as the documentation's "Create an Order" does, and records what it was sent.

export interface RecordedOrderRequest {
  authorization: string | undefined;
  contentType: string | undefined;
  body: { amount: number; currency: string; receipt?: string; notes?: Record<string, string> };
}

export interface RazorpayStandIn {
  url: string;
  requests: RecordedOrderRequest[];
  /** The next order call answers this status and body instead (an error, say). */
  failNext(status: number, body: unknown): void;
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

export async function startRazorpayStandIn(): Promise<RazorpayStandIn> {
  const requests: RecordedOrderRequest[] = [];
  let failure: { status: number; body: unknown } | null = null;
  let orders = 0;
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = (await readJson(request)) as RecordedOrderRequest['body'];
      requests.push({
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body,
      });
      response.setHeader('content-type', 'application/json');
      if (request.method !== 'POST' || request.url !== '/v1/orders') {
        response.statusCode = 404;
        response.end(
          JSON.stringify({
            error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' },
          }),
        );
        return;
      }
      if (failure) {
        response.statusCode = failure.status;
        response.end(JSON.stringify(failure.body));
        failure = null;
        return;
      }
      orders += 1;
      response.end(
        JSON.stringify({
          amount: body.amount,
          amount_due: body.amount,
          amount_paid: 0,
          attempts: 0,
          created_at: 1756455561,
          currency: body.currency,
          entity: 'order',
          id: `order_Stand${String(orders).padStart(9, '0')}`,
          notes: body.notes ?? [],
          offer_id: null,
          receipt: body.receipt ?? null,
          status: 'created',
        }),
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(status, body) {
      failure = { status, body };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
