import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { solveCaptcha } from '../../../test/helpers.ts';

const received: { to: string[]; data: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let data = '';
    stream.on('data', (chunk) => {
      data += chunk;
    });
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
      callback();
    });
  },
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ logos: 0, env: { SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` } });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('mail over SMTP', () => {
  it('delivers the sign-up code through a real SMTP server, in the member language, as text and HTML', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sign-up',
      headers: { locale: 'vi' },
      payload: {
        company_name: 'Hoa',
        name: 'Linh',
        email: 'linh@example.test',
        email_confirmation: 'linh@example.test',
        password: 'secret12',
        password_confirmation: 'secret12',
        address: 'Hà Nội',
        captcha: await solveCaptcha(t.app),
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Chúng tôi đã gửi mã 6 chữ số đến email của bạn. Hãy nhập mã để hoàn tất.',
    );
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['linh@example.test']);
    expect(received[0]!.data).toContain('text/plain');
    expect(received[0]!.data).toContain('text/html');
    expect(received[0]!.data).toMatch(/Subject: .*M=C3=A3|Subject: =\?UTF-8\?/);
  });
});
