import fs from 'node:fs';
import path from 'node:path';
import { call, instanceUrl, ports, runDir } from './http.ts';
import { check, section } from './report.ts';

interface Fetched {
  status: number;
  fallback: boolean;
  type: string;
  bytes: Buffer;
}

async function fetchFile(base: string, url: string): Promise<Fetched> {
  const res = await fetch(url.startsWith('http') ? url : `${base}${url}`);
  return {
    status: res.status,
    fallback: res.headers.has('x-fallback'),
    type: res.headers.get('content-type') ?? '',
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

/** The same file from every instance: 200, never the default image, the same bytes. */
async function sameEverywhere(url: string): Promise<{ ok: boolean; detail: string }> {
  const got = await Promise.all(ports.map((_, i) => fetchFile(instanceUrl(i + 1), url)));
  const ok = got.every(
    (g) => g.status === 200 && !g.fallback && g.bytes.length > 0 && g.bytes.equals(got[0]!.bytes),
  );
  const detail = got
    .map((g, i) => `${i + 1}: ${g.status}${g.fallback ? ' default image' : ''} ${g.bytes.length} B`)
    .join(', ');
  return { ok, detail };
}

/**
 * Files are shared through S3: the demo's logo images (written by instance 1 when it seeded) and
 * a profile picture uploaded through instance 1 are served by every instance. Each instance has
 * its own DATA_DIR, so a file only on instance 1's disk would be the default image elsewhere.
 */
export async function sharedFiles(token: string, logoId: number): Promise<void> {
  section('Files shared through S3');
  const logo = await call<{ data: { images: { url: string }[] } }>('GET', `/api/logo/${logoId}`, {
    base: instanceUrl(ports.length),
  });
  const image = logo.body.data?.images[0]?.url;
  if (!image) {
    check('a seeded logo image is served by every instance', false, `logo ${logoId} has no image`);
  } else {
    const same = await sameEverywhere(image);
    check('a seeded logo image is served by every instance', same.ok, `${image}: ${same.detail}`);
  }

  const picture = await fetchFile(instanceUrl(1), '/files/default-logo.png');
  const form = new FormData();
  form.set('_method', 'put');
  form.set('picture', new Blob([new Uint8Array(picture.bytes)], { type: 'image/png' }), 'me.png');
  const upload = await fetch(`${instanceUrl(1)}/api/update-profile`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, locale: 'en' },
    body: form,
  });
  const me = await call<{ data: { picture: string | null } }>('GET', '/api/me', {
    token,
    base: instanceUrl(2),
  });
  const url = me.body.data?.picture;
  if (upload.status !== 200 || !url) {
    check(
      'a picture uploaded through instance 1 is served by every instance',
      false,
      `upload ${upload.status}`,
    );
    return;
  }
  const same = await sameEverywhere(url);
  const onDisk = fs.existsSync(path.join(runDir, '..', 'instance-1', 'files', url.replace(/^\/files\//, '')));
  check(
    'a picture uploaded through instance 1 is served by every instance',
    same.ok && !onDisk,
    `${url}: ${same.detail}${onDisk ? "; but it was written to instance 1's own disk" : ''}`,
  );
}
