import { describe, expect, it } from 'vitest';
import { sentenceCase } from './sentence-case.ts';

describe('sentenceCase (toasts)', () => {
  it('capitalises a message that starts with a plain word', () => {
    expect(sentenceCase('update completed')).toBe('Update completed');
    expect(sentenceCase('updated')).toBe('Updated');
    expect(sentenceCase('registered.')).toBe('Registered.');
    expect(sentenceCase('đã cập nhật')).toBe('Đã cập nhật');
  });

  it('leaves an address, a name with signs, a number and texts without case as written', () => {
    for (const text of [
      'kenji@example.test にパスワード設定用のリンクをメールで送信しました。',
      'kenji.tanaka@example.test was invited',
      'example.test is down',
      '3 logos removed',
      '更新しました。',
      'Already capitalised',
      '',
    ]) {
      expect(sentenceCase(text)).toBe(text);
    }
  });
});
