import type { Config } from './config.ts';
import { demoSellerSettings } from './config-seller.ts';

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
 * embedded defaults. `env` is the environment the configuration was read from.
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
  const demo = demoSellerSettings(config);
  if (demo.length > 0) {
    warnings.push(
      `${demo.join(', ')} ${demo.length === 1 ? 'is left at its' : 'are left at their'} demo shop value: the legal notice and the contact details show ${demo.length === 1 ? 'it' : 'them'}. Set the real seller's details.`,
    );
  }
  return warnings;
}
