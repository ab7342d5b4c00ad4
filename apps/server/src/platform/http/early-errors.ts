import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { Socket } from 'node:net';
import { DEFAULT_LOCALE, type MessageKey, msg, translateMessage } from '@logoya/core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError } from './errors.ts';
import { headersFor } from './security-headers.ts';

/**
 * Answers Node's HTTP server gives before Fastify has a request (ADR 0081): a request line or
 * headers past 16 KB (431), a request the parser cannot read (400), chunk extensions past their
 * limit (413), headers that take too long to arrive (408), an `Expect` other than 100-continue
 * (417), an HTTP/1.1 request without `Host` (400). Left alone, Node and Fastify answer them in
 * their own shapes with none of the security headers; here they answer `{message}` from the
 * message catalogue, in the default language (no header has been read), with the shop's headers.
 */

const PARSER_ERRORS: Record<string, { status: number; message: MessageKey }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'request_headers_too_large' },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, message: 'request_too_large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'request_timeout' },
};
const UNREADABLE = { status: 400, message: 'request_malformed' as MessageKey };

/** The headers of an early answer: the shop's security headers (its page policy) and the body's. */
function earlyHeaders(config: Config, body: string): Record<string, string> {
  return {
    ...headersFor(config)('/'),
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    'x-request-id': randomUUID(),
    connection: 'close',
  };
}

const bodyOf = (message: MessageKey) =>
  JSON.stringify({ message: translateMessage(msg(message), DEFAULT_LOCALE) });

type ClientError = Error & { code?: string };

/**
 * Fastify's `clientErrorHandler` (Node's `clientError`, called with the Fastify instance as
 * `this`): the whole answer is written on the socket by hand, since no request or reply exists
 * yet, then the connection ends.
 */
export function clientErrorHandler(config: Config) {
  return function answerClientError(
    this: { log: FastifyBaseLogger },
    error: ClientError,
    socket: Socket,
  ): void {
    // A reset connection has nobody to answer; a socket already ended was answered before.
    if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
    const { status, message } = PARSER_ERRORS[error.code ?? ''] ?? UNREADABLE;
    this.log.debug({ code: error.code, status }, 'client error answered before routing');
    // An answer already under way on this connection (keep-alive) must not be cut into.
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const body = bodyOf(message);
    const head = Object.entries(earlyHeaders(config, body))
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${head}\r\n${body}`, () =>
      socket.destroy(),
    );
  };
}

/**
 * The early answers Node writes through a response object: an unknown `Expect` (417, its
 * `checkExpectation` event) and an HTTP/1.1 request without `Host` (Node's own 400, turned off in
 * buildApp with `requireHostHeader: false` and refused here in an onRequest hook, after the
 * security headers' hook). Call right after the security headers are registered.
 */
export function registerEarlyErrors(app: FastifyInstance, config: Config): void {
  app.server.on('checkExpectation', (_request: http.IncomingMessage, response: http.ServerResponse) => {
    const body = bodyOf('expectation_unsupported');
    response.writeHead(417, earlyHeaders(config, body));
    response.end(body);
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      // The hook that names the request comes later and will not run.
      reply.header('x-request-id', request.id);
      throw new AppError(400, msg('request_malformed'));
    }
  });
}
