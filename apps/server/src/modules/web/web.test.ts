import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { writeWebDist } from '../../../test/web-dist.ts';

let t: TestApp;
let dist: ReturnType<typeof writeWebDist>;

beforeAll(async () => {
  dist = writeWebDist({
    'index.html': '<!doctype html><html><head><title>Logoya</title></head><body></body></html>',
    'assets/app-3f2a9c.js': 'console.log(1)',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
  t = await createTestApp({ logos: 0, env: { WEB_DIST_DIR: dist.dir } });
});
afterAll(async () => {
  await t.close();
  dist.remove();
});

describe('the built web app', () => {
  it('serves hashed assets for a year, immutable, and other files for an hour', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-3f2a9c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });
});
