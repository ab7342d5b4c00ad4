import { type AnalyticsEvent, createAnalyticsGate } from './analytics-gate.ts';
import { analyticsAllowed } from './consent-state.ts';
import { consentStore } from './consent-store.ts';

declare global {
  interface Window {
    /** Read by a tag manager if the operator installs one; the shop itself loads no remote script. */
    dataLayer?: AnalyticsEvent[];
  }
}

/**
 * The only way to send analytics: `analytics.push({ event: 'purchase', value, currency })`.
 * Nothing is recorded before the visitor accepts analytics in the cookie banner.
 */
export const analytics = createAnalyticsGate({
  allowed: () => analyticsAllowed(consentStore.get().record),
  layer: () => {
    window.dataLayer ??= [];
    return window.dataLayer;
  },
});

export type { AnalyticsEvent };
