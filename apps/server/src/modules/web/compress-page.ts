import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Pages smaller than this go out as they are (the same threshold as the API's compression). */
const THRESHOLD = 1024;

function accepts(header: string | undefined, coding: string): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return name.trim().toLowerCase() === coding && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/**
 * Sends a page compressed as the browser allows. @fastify/compress works per route, and pages are
 * answered by the not-found handler, which it never sees; a page carrying its first answers is tens
 * of kilobytes of JSON (ten times smaller compressed).
 */
export async function sendPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply.header('vary', appendVary(reply.getHeader('vary'), 'accept-encoding'));
  if (html.length < THRESHOLD || request.headers['x-no-compression'] !== undefined) return reply.send(html);
  const accept = request.headers['accept-encoding'];
  if (accepts(accept, 'br')) {
    const body = await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (accepts(accept, 'gzip')) {
    return reply.header('content-encoding', 'gzip').send(await gzip(html, { level: 6 }));
  }
  return reply.send(html);
}

function appendVary(current: unknown, name: string): string {
  const list = typeof current === 'string' && current ? current.split(',').map((s) => s.trim()) : [];
  return list.some((v) => v.toLowerCase() === name) ? list.join(', ') : [...list, name].join(', ');
}
