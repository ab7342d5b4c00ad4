/** One analytics event, in the shape tag managers read from a data layer. */
export type AnalyticsEvent = Record<string, unknown> & { event: string };

export interface AnalyticsGate {
  /** Forwards the event when consent was given; returns whether it was forwarded. */
  push(event: AnalyticsEvent): boolean;
}

/**
 * Events reach the data layer only while `allowed()` says yes. Events before consent are dropped,
 * not queued: a visitor who declines later must not have them sent after all.
 */
export function createAnalyticsGate(options: {
  allowed: () => boolean;
  layer: () => AnalyticsEvent[];
}): AnalyticsGate {
  return {
    push(event) {
      if (!options.allowed()) return false;
      options.layer().push(event);
      return true;
    },
  };
}
