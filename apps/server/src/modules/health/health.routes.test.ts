import fsPromises from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    logos: 0,
    routes: (app) => {
      app.post('/test/write-file', async () => {
        await app.storage.put('full/x.bin', Buffer.from('x'));
        return { ok: true };
      });
    },
  });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

describe('readiness and a full disk', () => {
  it('is ready when the database answers and the disk has room', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 on /readyz as soon as the shutdown starts, while other calls still answer', async () => {
    t.app.lifecycle.shuttingDown = true;
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      expect(ready.json()).toEqual({
        message: 'The server is shutting down: it finishes the requests it has and takes no new ones.',
        database: 'ok',
        disk: 'ok',
        shutting_down: true,
      });
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      t.app.lifecycle.shuttingDown = false;
    }
  });

  it('says the disk is full on /readyz, and a write answers 507 with a clear message', async () => {
    const statfs = vi.spyOn(fsPromises, 'statfs').mockResolvedValue({
      type: 0,
      bsize: 4096,
      blocks: 1000,
      bfree: 10,
      bavail: 10,
      files: 100,
      ffree: 0,
    } as Awaited<ReturnType<typeof fsPromises.statfs>>);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ database: 'ok', disk: 'full' });
    expect(ready.json().message).toMatch(/disk .* is full/);
    statfs.mockRestore();

    const put = vi
      .spyOn(t.app.storage, 'put')
      .mockRejectedValue(
        Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }),
      );
    for (const [lang, text] of [
      ['en', /run out of storage space/],
      ['ja', /保存領域が不足/],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/test/write-file',
        headers: { 'accept-language': lang },
      });
      expect(res.statusCode).toBe(507);
      expect(res.headers['retry-after']).toBeDefined();
      expect(Object.keys(res.json())).toEqual(['message']);
      expect(res.json().message).toMatch(text);
    }
    put.mockRestore();
    expect((await t.app.inject({ method: 'POST', url: '/test/write-file' })).statusCode).toBe(200);
  });
});
