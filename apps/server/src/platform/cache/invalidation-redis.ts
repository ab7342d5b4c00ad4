import { randomUUID } from 'node:crypto';
import {
  endClient,
  REDIS_START_WAIT_MS,
  type RedisConnection,
  type RedisLog,
  whenReady,
} from '../redis/redis.ts';
import { type InvalidationBus, topicListeners } from './invalidation.ts';

/** How often the subscribed link is checked; a link that stopped answering counts as lost. */
export const HEARTBEAT_MS = 2000;

/**
 * The invalidation bus over Redis pub/sub, one channel per key prefix (`{prefix}invalidate`).
 * Messages are `{instance id} {topic}`; an instance ignores its own.
 *
 * A subscribed connection of its own listens. When it drops, or stops answering the heartbeat
 * PING, the bus says `connected() === false` at once: messages may be missed from then on, so the
 * caches on it are emptied and bypassed until the subscription is back, and emptied once more then
 * (ADR 0042). Nothing here throws into a request: a publish that fails is
 * sent again when the command link is back.
 */
export async function redisInvalidationBus(options: {
  connection: RedisConnection;
  log: RedisLog;
  heartbeatMs?: number;
  startWaitMs?: number;
}): Promise<InvalidationBus> {
  const { connection, log } = options;
  const channel = `${connection.prefix}invalidate`;
  const instance = randomUUID();
  const listeners = topicListeners((error) => log.warn({ err: error }, 'invalidation listener failed'));
  const connectionListeners = new Set<(connected: boolean) => void>();
  const sub = connection.duplicate('invalidation');
  const pending = new Set<string>();
  let live = false;
  let closed = false;

  const setLive = (value: boolean) => {
    if (live === value || (closed && value)) return;
    live = value;
    if (!value && !closed) log.warn({ channel }, 'invalidation bus deaf: caches bypassed until it is back');
    if (value) log.info({ channel }, 'invalidation bus listening');
    for (const listener of connectionListeners) {
      try {
        listener(value);
      } catch (error) {
        log.warn({ err: error }, 'invalidation connection listener failed');
      }
    }
  };

  const resubscribe = () => {
    sub.subscribe(channel).then(
      () => setLive(sub.status === 'ready'),
      () => {
        // Subscribing failed on a link that said it was ready: start that link again.
        if (!closed) sub.disconnect(true);
      },
    );
  };

  sub.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    const space = message.indexOf(' ');
    if (space < 0 || message.slice(0, space) === instance) return;
    listeners.call(message.slice(space + 1));
  });
  sub.on('ready', resubscribe);
  sub.on('close', () => setLive(false));
  sub.on('end', () => setLive(false));

  // A link can also go silent without closing (a frozen host, a dropped route): ask it now and then.
  const heartbeat = setInterval(() => {
    if (!live || closed) return;
    sub.ping().catch(() => {
      if (closed) return;
      setLive(false);
      sub.disconnect(true);
    });
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  const send = (topic: string) => {
    connection.client.publish(channel, `${instance} ${topic}`).then(
      () => {},
      () => {
        pending.add(topic);
      },
    );
  };
  // Announcements that could not go out go when the command link is back (the others' caches
  // also expire on their own meanwhile).
  const flushPending = () => {
    const topics = [...pending];
    pending.clear();
    for (const topic of topics) send(topic);
  };
  connection.client.on('ready', flushPending);

  try {
    await whenReady(sub, options.startWaitMs ?? REDIS_START_WAIT_MS);
    await sub.subscribe(channel);
    setLive(true);
  } catch (error) {
    clearInterval(heartbeat);
    connection.client.off('ready', flushPending);
    await endClient(sub);
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(`REDIS_URL: cannot subscribe to ${channel} on ${connection.where} (${why})`);
  }

  return {
    publish(topic) {
      if (!closed) send(topic);
    },
    subscribe: (topic, listener) => listeners.add(topic, listener),
    connected: () => live,
    onConnectionChange(listener) {
      connectionListeners.add(listener);
      return () => connectionListeners.delete(listener);
    },
    async close() {
      closed = true;
      clearInterval(heartbeat);
      connection.client.off('ready', flushPending);
      setLive(false);
      await endClient(sub);
    },
  };
}
