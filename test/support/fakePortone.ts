/**
 * A fake PortOne V2 API on loopback, for the official SDK to talk to through
 * PORTONE_API_BASE: GET /payments/{paymentId} answers from `payments`, with
 * PortOne's error body for an unknown id, or fails as `mode` says; POST
 * /payments/{paymentId}/cancel refunds a PAID payment (its status becomes
 * CANCELLED), as the operator's `held refund` asks.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { PLANS } from '../../src/accounts/plans.js';

export interface FakePayment {
  id: string;
  status: string;
  amount: { total: number; taxFree: number; discount: number; paid: number; cancelled: number; cancelledTaxFree: number };
  currency: string;
  customData?: string;
  [field: string]: unknown;
}

export interface FakePortone {
  baseUrl: string;
  readonly secret: string;
  payments: Map<string, FakePayment>;
  /** ok; down: 500 with an HTML page; unauthorized: PortOne's 401 body; silent: reads the request and never answers. */
  mode: 'ok' | 'down' | 'unauthorized' | 'silent';
  /** Every request as the provider received it, in order. */
  requests: ProviderRequest[];
  close(): Promise<void>;
}

/** A payment as PortOne returns it (the fields the SDK types list as required, with plausible values). */
export function fakePayment(id: string, over: { status?: string; total?: number; currency?: string; customData?: unknown } = {}): FakePayment {
  const total = over.total ?? PLANS.starter.priceKrw;
  const status = over.status ?? 'PAID';
  return {
    status,
    id,
    transactionId: `tx-${id}`,
    merchantId: 'merchant-test',
    storeId: 'store-test',
    version: 'V2',
    requestedAt: '2026-11-21T02:59:00Z',
    updatedAt: '2026-11-21T03:00:00Z',
    statusChangedAt: '2026-11-21T03:00:00Z',
    orderName: 'tojeong-api plan',
    amount: { total, taxFree: 0, discount: 0, paid: status === 'PAID' ? total : 0, cancelled: 0, cancelledTaxFree: 0 },
    currency: over.currency ?? 'KRW',
    customer: {},
    ...(status === 'PAID' ? { paidAt: '2026-11-21T03:00:00Z', disputes: [] } : {}),
    ...(over.customData === undefined ? {} : { customData: typeof over.customData === 'string' ? over.customData : JSON.stringify(over.customData) }),
  };
}

/**
 * One request as PortOne would read it: the method, the path and the payment id
 * it names (decoded), the query parameters, the Authorization header; and the
 * request target exactly as it came on the wire.
 */
export interface ProviderRequest {
  method: string;
  path: string;
  /** The decoded id of `/payments/{id}` (or of `/payments/{id}/cancel`); null for any other path. */
  paymentId: string | null;
  /** The request body as text (empty for a GET). */
  body: string;
  query: [string, string][];
  authorization: string | undefined;
  target: string;
}

function providerRequest(method: string, target: string, authorization: string | undefined): ProviderRequest {
  const url = new URL(target, 'http://provider.invalid');
  const id = /^\/payments\/([^/]+)(?:\/cancel)?$/.exec(url.pathname)?.[1];
  return { method, path: url.pathname, paymentId: id === undefined ? null : decodeURIComponent(id), query: [...url.searchParams], authorization, target, body: '' };
}

/** POST /payments/{id}/cancel: a PAID payment becomes CANCELLED; PortOne's error bodies otherwise. */
function cancel(fake: Pick<FakePortone, 'payments'>, paymentId: string, json: (status: number, body: unknown) => void): void {
  const payment = fake.payments.get(paymentId);
  if (!payment) return json(404, { type: 'PAYMENT_NOT_FOUND', message: '결제 건이 존재하지 않습니다.' });
  if (payment.status === 'CANCELLED') return json(409, { type: 'PAYMENT_ALREADY_CANCELLED', message: '이미 취소된 결제입니다.' });
  if (payment.status !== 'PAID') return json(409, { type: 'PAYMENT_NOT_PAID', message: '결제가 완료되지 않았습니다.' });
  payment.status = 'CANCELLED';
  payment.amount.cancelled = payment.amount.total;
  json(200, { cancellation: { status: 'SUCCEEDED', id: `cancel-${paymentId}`, totalAmount: payment.amount.total, reason: 'refund', requestedAt: new Date().toISOString() } });
}

export async function startFakePortone(secret = 'test-portone-secret'): Promise<FakePortone> {
  const fake: Omit<FakePortone, 'baseUrl' | 'close'> = { secret, payments: new Map(), mode: 'ok', requests: [] };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => answer(req, res, Buffer.concat(chunks).toString()));
  });
  const answer = (req: IncomingMessage, res: ServerResponse, body: string) => {
    const request = { ...providerRequest(req.method ?? '', req.url ?? '', req.headers.authorization), body };
    fake.requests.push(request);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (fake.mode === 'silent') return;
    if (fake.mode === 'down') {
      res.writeHead(500, { 'content-type': 'text/html' });
      res.end('<html><body>Internal Server Error</body></html>');
      return;
    }
    if (fake.mode === 'unauthorized' || request.authorization !== `PortOne ${secret}`) {
      json(401, { type: 'UNAUTHORIZED', message: '인증 정보가 올바르지 않습니다.' });
      return;
    }
    if (request.method === 'POST' && request.paymentId !== null && request.path.endsWith('/cancel')) {
      cancel(fake, request.paymentId, json);
      return;
    }
    if (request.method !== 'GET' || request.paymentId === null || request.path.endsWith('/cancel')) {
      json(400, { type: 'INVALID_REQUEST', message: `unexpected ${req.method} ${req.url}` });
      return;
    }
    const payment = fake.payments.get(request.paymentId);
    if (!payment) json(404, { type: 'PAYMENT_NOT_FOUND', message: '결제 건이 존재하지 않습니다.' });
    else json(200, payment);
  };
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('fake PortOne did not get a port');
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
}
