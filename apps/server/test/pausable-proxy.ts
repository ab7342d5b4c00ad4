import net from 'node:net';

/**
 * A TCP proxy to a real server that a test can freeze: while paused it accepts connections and
 * takes bytes but forwards nothing, as a stopped or unreachable database host looks to a client.
 * Resuming delivers what was held. The real server is never touched.
 */
export interface PausableProxy {
  port: number;
  pause(): void;
  resume(): void;
  close(): Promise<void>;
}

export async function startPausableProxy(target: { host: string; port: number }): Promise<PausableProxy> {
  let paused = false;
  const flushers = new Set<() => void>();
  const sockets = new Set<net.Socket>();

  /** Copies `from` to `to`, holding chunks while paused. */
  const relay = (from: net.Socket, to: net.Socket) => {
    const held: Buffer[] = [];
    const flush = () => {
      while (held.length && !to.destroyed) to.write(held.shift()!);
    };
    flushers.add(flush);
    from.on('data', (chunk: Buffer) => {
      if (paused) held.push(chunk);
      else to.write(chunk);
    });
    from.on('close', () => {
      flushers.delete(flush);
      to.destroy();
    });
    from.on('error', () => to.destroy());
  };

  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    const upstream = net.connect(target.port, target.host);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    relay(client, upstream);
    relay(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    pause() {
      paused = true;
    },
    resume() {
      paused = false;
      for (const flush of flushers) flush();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
