import type http from 'node:http';
import net from 'node:net';

/**
 * A lean HTTP/1.1 keep-alive client over one socket, one request at a time, for load runs whose
 * client must stay far cheaper than the server it measures. node:http costs about 0.2 ms of CPU
 * a request on these machines, so a one-core generator saturates near 5,000 req/s, well below
 * what a hello-world server answers; this client writes a prebuilt request and reads the answer
 * by its Content-Length (or chunks) without building message objects, about 2.5 times cheaper.
 */
export interface RawAnswer {
  status: number;
  /** Every header (names in lower case) when asked for, else only the framing ones. */
  headers: http.IncomingHttpHeaders;
  body?: string;
}

interface Pending {
  resolve: (answer: RawAnswer) => void;
  reject: (error: Error & { code?: string }) => void;
  wantBody: boolean;
  wantHeaders: boolean;
}

const HEAD_END = Buffer.from('\r\n\r\n');
const CRLF = Buffer.from('\r\n');

const failure = (code: string): Error & { code: string } => Object.assign(new Error(code), { code });

export class RawConnection {
  private socket: net.Socket | null = null;
  private buffer: Buffer = Buffer.alloc(0);
  private pending: Pending | null = null;
  /** Parsed head of the answer being read, or null while the head is incomplete. */
  private head: {
    status: number;
    headers: http.IncomingHttpHeaders;
    length: number | null;
    chunked: boolean;
    close: boolean;
    bodyStart: number;
  } | null = null;

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  /** Sends one request; `onWritten` runs once it reached the socket. */
  request(
    target: URL,
    method: string,
    headers: Record<string, string>,
    body: string | undefined,
    options: { wantBody?: boolean; wantHeaders?: boolean; onWritten?: () => void } = {},
  ): Promise<RawAnswer> {
    if (this.pending) return Promise.reject(failure('EBUSY'));
    const socket = this.connect();
    const payload = body === undefined ? undefined : Buffer.from(body);
    let text = `${method} ${target.pathname}${target.search} HTTP/1.1\r\nhost: ${target.host}\r\n`;
    for (const [name, value] of Object.entries(headers)) text += `${name}: ${value}\r\n`;
    if (payload) text += `content-length: ${payload.length}\r\n`;
    const bytes = Buffer.from(`${text}\r\n`);
    return new Promise<RawAnswer>((resolve, reject) => {
      this.pending = {
        resolve,
        reject,
        wantBody: options.wantBody ?? false,
        wantHeaders: options.wantHeaders ?? false,
      };
      socket.write(payload ? Buffer.concat([bytes, payload]) : bytes, () => options.onWritten?.());
    });
  }

  close(): void {
    const socket = this.socket;
    this.socket = null;
    socket?.destroy();
    this.fail('ECONNRESET');
  }

  private connect(): net.Socket {
    if (this.socket && !this.socket.destroyed) return this.socket;
    const socket = net.connect(this.port, this.host);
    socket.setNoDelay(true);
    this.buffer = Buffer.alloc(0);
    this.head = null;
    // Events of a socket this connection already let go of concern no request of its own.
    socket.on('data', (chunk: Buffer) => {
      if (this.socket === socket) this.read(chunk);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (this.socket === socket) this.fail(error.code ?? error.message);
    });
    socket.on('close', () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.fail('ECONNRESET');
    });
    this.socket = socket;
    return socket;
  }

  private fail(code: string): void {
    const pending = this.pending;
    this.pending = null;
    this.head = null;
    this.buffer = Buffer.alloc(0);
    pending?.reject(failure(code));
  }

  private read(chunk: Buffer): void {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    if (!this.head) {
      const end = this.buffer.indexOf(HEAD_END);
      if (end < 0) return;
      this.head = this.parseHead(end);
    }
    const head = this.head;
    let bodyEnd: number;
    if (head.chunked) {
      const end = this.chunkedEnd(head.bodyStart);
      if (end < 0) return;
      bodyEnd = end;
    } else if (head.length !== null) {
      bodyEnd = head.bodyStart + head.length;
      if (this.buffer.length < bodyEnd) return;
    } else {
      return; // read until close: only HTTP/1.0 style answers, which Fastify never sends
    }
    const pending = this.pending;
    const answer: RawAnswer = { status: head.status, headers: head.headers };
    if (pending?.wantBody) answer.body = this.body(head, bodyEnd);
    this.buffer = this.buffer.subarray(bodyEnd);
    this.head = null;
    this.pending = null;
    if (head.close) this.close();
    pending?.resolve(answer);
  }

  private parseHead(end: number): NonNullable<RawConnection['head']> {
    const text = this.buffer.toString('latin1', 0, end);
    const lines = text.split('\r\n');
    const status = Number(lines[0]!.slice(9, 12));
    const headers: http.IncomingHttpHeaders = {};
    let length: number | null = null;
    let chunked = false;
    let close = false;
    const all = this.pending?.wantHeaders ?? false;
    for (let i = 1; i < lines.length; i++) {
      const line = lines[i]!;
      const colon = line.indexOf(':');
      if (colon < 0) continue;
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      if (name === 'content-length') length = Number(value);
      else if (name === 'transfer-encoding') chunked = value.toLowerCase().includes('chunked');
      else if (name === 'connection') close = value.toLowerCase() === 'close';
      else if (!all) continue;
      headers[name] = value;
    }
    // Answers without a body whatever their headers say.
    if (status === 204 || status === 304 || (status >= 100 && status < 200)) length = 0;
    return { status, headers, length, chunked, close, bodyStart: end + HEAD_END.length };
  }

  /** Where a chunked body ends (after its last chunk and trailer), or -1 while incomplete. */
  private chunkedEnd(start: number): number {
    let at = start;
    for (;;) {
      const lineEnd = this.buffer.indexOf(CRLF, at);
      if (lineEnd < 0) return -1;
      const size = Number.parseInt(this.buffer.toString('latin1', at, lineEnd), 16);
      if (size === 0) {
        const trailerEnd = this.buffer.indexOf(HEAD_END, lineEnd);
        if (this.buffer.subarray(lineEnd, lineEnd + 4).equals(HEAD_END)) return lineEnd + 4;
        return trailerEnd < 0 ? -1 : trailerEnd + 4;
      }
      at = lineEnd + 2 + size + 2;
      if (this.buffer.length < at) return -1;
    }
  }

  private body(head: NonNullable<RawConnection['head']>, bodyEnd: number): string {
    if (!head.chunked) return this.buffer.toString('utf8', head.bodyStart, bodyEnd);
    const parts: Buffer[] = [];
    let at = head.bodyStart;
    for (;;) {
      const lineEnd = this.buffer.indexOf(CRLF, at);
      const size = Number.parseInt(this.buffer.toString('latin1', at, lineEnd), 16);
      if (!(size > 0)) break;
      parts.push(this.buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
    return Buffer.concat(parts).toString('utf8');
  }
}

/** One connection per worker and server (host:port), made on first use. */
export class RawPool {
  private readonly connections = new Map<string, RawConnection>();

  get(worker: number, target: URL): RawConnection {
    const key = `${worker} ${target.hostname} ${target.port}`;
    let connection = this.connections.get(key);
    if (!connection) {
      const host = target.hostname === '[::1]' ? '::1' : target.hostname;
      connection = new RawConnection(host, Number(target.port || 80));
      this.connections.set(key, connection);
    }
    return connection;
  }

  close(): void {
    for (const connection of this.connections.values()) connection.close();
    this.connections.clear();
  }
}
