import type { Config } from './config.ts';
import { demoSettingLines, demoSettings } from './platform/start/demo-mode.ts';

/**
 * The address a browser on this machine reaches a server listening on `host` and `port`: any
 * interface (0.0.0.0, ::) is reached as localhost; an IPv6 address goes in brackets.
 */
export function listenUrl(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

/**
 * What start-up should warn about in production: settings a real shop must not leave at their
 * embedded defaults, one line each, saying what it is and what to set (ADR 0079). `env` is the
 * environment the configuration was read from.
 */
export function productionWarnings(
  config: Config,
  env: Record<string, string | undefined> = process.env,
): string[] {
  if (config.NODE_ENV !== 'production') return [];
  const warnings: string[] = [];
  if (!env.PUBLIC_URL?.trim()) {
    warnings.push(
      `PUBLIC_URL is not set: links in e-mails, canonical links and the sitemap use ${config.PUBLIC_URL}. Set it to the shop's public address, such as https://shop.example.com.`,
    );
  }
  warnings.push(...demoSettingLines(config));
  return warnings;
}

/**
 * What start-up says in development: one line naming the demo settings, if any (production
 * warns about each one; tests stay quiet).
 */
export function developmentNotes(config: Config): string[] {
  if (config.NODE_ENV !== 'development') return [];
  const demo = demoSettings(config);
  if (demo.length === 0) return [];
  return [
    `Demo shop: ${demo.join(', ')} ${demo.length === 1 ? 'is' : 'are'} at demo values. A live shop sets each, and SHOP_MODE=live refuses to start while one is left (docs/operations.md).`,
  ];
}
