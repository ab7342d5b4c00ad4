/**
 * Tells the other server instances that something they keep in memory has changed, so they drop it
 * at once (ADR 0042). A message reaches every other instance, never the one
 * that sent it: the sender has already cleared its own copy. Delivery is best effort (at most once);
 * the caches hanging on it also expire on their own, so a lost message costs at most their lifetime.
 */
export interface InvalidationBus {
  /** Announces that `topic` changed to every other instance. Never throws, never waits. */
  publish(topic: string): void;
  /** Calls `listener` when another instance publishes `topic`. Answers the unsubscribe. */
  subscribe(topic: string, listener: () => void): () => void;
  /**
   * Whether this instance hears the others now. While false (the link to Redis is down) it may miss
   * their changes, so what it keeps in memory must not be trusted: caches are bypassed then.
   */
  connected(): boolean;
  /** Calls `listener` each time `connected()` changes. Answers the unsubscribe. */
  onConnectionChange(listener: (connected: boolean) => void): () => void;
  close(): Promise<void>;
}

/** Listeners by topic, each called in turn; one that throws does not stop the others. */
export function topicListeners(onError: (error: unknown) => void) {
  const byTopic = new Map<string, Set<() => void>>();
  return {
    add(topic: string, listener: () => void): () => void {
      const set = byTopic.get(topic) ?? new Set();
      byTopic.set(topic, set);
      set.add(listener);
      return () => set.delete(listener);
    },
    call(topic: string): void {
      for (const listener of byTopic.get(topic) ?? []) {
        try {
          listener();
        } catch (error) {
          onError(error);
        }
      }
    },
  };
}

/**
 * The default, for a single instance (no REDIS_URL): there is nobody else to tell, and the instance
 * always hears itself. Today's behaviour: a clear() clears this process only.
 */
export function inProcessInvalidationBus(): InvalidationBus {
  return {
    publish() {},
    subscribe: () => () => {},
    connected: () => true,
    onConnectionChange: () => () => {},
    async close() {},
  };
}
