import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';

/**
 * Issue 22, defect 10: answers Node's HTTP server gives before Fastify routes a request (431 for a
 * URL or headers past 16 KB, 400 for what the parser cannot read) came in Fastify's own shape,
 * with no security header. `inject` never goes through the parser, so these tests speak HTTP on
 * a real socket.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ logos: 0 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends bytes as they are and reads the answer until the server closes the connection. */
function send(raw: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(new Error('no answer within 10 s')), 10_000);
    socket.on('data', (chunk) => chunks.push(chunk));
    // The server may stop reading a request it refused; a write error then is not the result.
    socket.on('error', (error) => {
      if (chunks.length === 0) reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(raw);
  });
}

function expectShopAnswer(answer: RawAnswer, status: number, message: string) {
  expect(answer.status).toBe(status);
  const csp = answer.headers['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(answer.headers['permissions-policy']).toContain('camera=()');
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.headers['x-request-id']).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
  expect(JSON.parse(answer.body)).toEqual({ message });
}

const TOO_LONG = 'The address or the headers of this request are too long.';
const UNREADABLE = 'This request could not be read. Please check it and try again.';

describe('answers given before routing', () => {
  it('answers a 100 KB URL 431 in the shop shape, with the security headers', async () => {
    const answer = await send(
      `GET /api/all-logo?q=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: shop.test\r\n\r\n`,
    );
    expectShopAnswer(answer, 431, TOO_LONG);
  });

  it('answers huge headers 431 in the shop shape, with the security headers', async () => {
    const big = Array.from({ length: 40 }, (_, i) => `X-Big-${i}: ${'b'.repeat(1000)}\r\n`).join('');
    const answer = await send(`GET /api/search-options HTTP/1.1\r\nHost: shop.test\r\n${big}\r\n`);
    expectShopAnswer(answer, 431, TOO_LONG);
  });

  it('answers a malformed request line 400 in the shop shape, with the security headers', async () => {
    expectShopAnswer(await send('GARBAGE\r\n\r\n'), 400, UNREADABLE);
    expectShopAnswer(await send('GET / HTTP/9.9\r\nHost: shop.test\r\n\r\n'), 400, UNREADABLE);
    expectShopAnswer(await send('GET / HTTP/1.1\r\nHost: shop.test\r\nBad Name: 1\r\n\r\n'), 400, UNREADABLE);
  });

  it('answers chunk extensions past their limit 413', async () => {
    const answer = await send(
      `POST /api/contacts HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n1;${'e'.repeat(20_000)}\r\n{\r\n0\r\n\r\n`,
    );
    expectShopAnswer(answer, 413, 'This request is too large.');
  });

  it('answers an HTTP/1.1 request without Host 400, and an unknown Expect 417', async () => {
    expectShopAnswer(
      await send('GET /api/search-options HTTP/1.1\r\nConnection: close\r\n\r\n'),
      400,
      UNREADABLE,
    );
    expectShopAnswer(
      await send(
        'GET /api/search-options HTTP/1.1\r\nHost: shop.test\r\nExpect: teapot\r\nConnection: close\r\n\r\n',
      ),
      417,
      'The Expect header of this request is not supported.',
    );
    // HTTP/1.0 needs no Host: the shop answers as usual.
    expect((await send('GET /api/search-options HTTP/1.0\r\n\r\n')).status).toBe(200);
  });

  it('still answers the next connection', async () => {
    await send(`GET /${'x'.repeat(100_000)} HTTP/1.1\r\nHost: shop.test\r\n\r\n`);
    const answer = await send(
      'GET /api/search-options HTTP/1.1\r\nHost: shop.test\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(200);
  });
});
