import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  customer: string | null;
  subscription: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  /** Form fields as Stripe's SDK encodes them: `line_items[0][price_data][unit_amount]`. */
  form: URLSearchParams;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
}

/**
 * Plays the Stripe API calls the server makes (create and retrieve a Checkout Session, create a
 * billing portal session) on
 * loopback, speaking Stripe's wire format: form-encoded requests, JSON answers, Stripe's error body.
 */
export async function startFakeStripe(secretKey: string) {
  const sessions = new Map<string, FakeSession>();
  const requests: RecordedRequest[] = [];
  let counter = 0;
  let failCreate = false;

  const server: Server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      const form = new URLSearchParams(body);
      requests.push({ method: request.method ?? '', path, authorization: request.headers.authorization, form });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
        response.end(JSON.stringify(payload));
      };
      const error = (status: number, message: string, type = 'invalid_request_error') => send(status, { error: { type, message } });

      if (request.headers.authorization !== `Bearer ${secretKey}`) return error(401, 'Invalid API Key provided.', 'authentication_error');
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        if (failCreate) return error(400, 'You must provide at least one recurring price in `subscription` mode.');
        counter += 1;
        const id = `cs_test_fake${counter}`;
        const session: FakeSession = {
          id,
          object: 'checkout.session',
          mode: form.get('mode') ?? 'payment',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          status: 'open',
          payment_status: 'unpaid',
          customer: null,
          subscription: null,
          client_reference_id: form.get('client_reference_id'),
          metadata: metadataOf(form),
        };
        sessions.set(id, session);
        return send(200, session);
      }
      if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
        if (failCreate) return error(400, 'No configuration provided and your test mode default configuration has not been created.');
        counter += 1;
        const customer = form.get('customer') ?? '';
        if (!customer.startsWith('cus_')) return error(400, `No such customer: '${customer}'`);
        const id = `bps_fake${counter}`;
        return send(200, {
          id,
          object: 'billing_portal.session',
          customer,
          return_url: form.get('return_url'),
          url: `https://billing.stripe.test/p/session/${id}`,
        });
      }
      const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      const found = match?.[1] ? sessions.get(decodeURIComponent(match[1])) : undefined;
      if (request.method === 'GET' && found) return send(200, found);
      return error(404, 'No such checkout.session');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiBase: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    failNextCreates(fail: boolean) {
      failCreate = fail;
    },
    /** What Stripe does when the customer pays: the session completes, with a customer (and a subscription). */
    pay(id: string): FakeSession {
      const session = sessions.get(id);
      if (!session) throw new Error(`no fake session ${id}`);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        customer: `cus_${id}`,
        subscription: session.mode === 'subscription' ? `sub_${id}` : null,
      });
      return session;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
