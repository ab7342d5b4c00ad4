import { msg } from '@logoya/core';
import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { verify } from 'altcha-lib/frameworks/shared';
import type { Db } from '../db/db.ts';
import { AppError } from '../http/errors.ts';
import * as repo from './captcha.repository.ts';

export interface Captcha {
  challenge(): Promise<Record<string, unknown>>;
  /** Checks signature, expiry and single use; throws 422 on the `captcha` field otherwise. */
  verify(payload: string | undefined): Promise<void>;
}

const LIFETIME_MS = 10 * 60 * 1000;

/**
 * ALTCHA proof of work, self-hosted. Used challenges are recorded in the database, so a payload
 * works once across every instance. Never bypassed; tests lower the difficulty.
 */
export function createCaptcha(options: { db: Db; secret: string; difficulty: number }): Captcha {
  const store = {
    async setIfAbsent(id: string): Promise<boolean> {
      const fresh = await repo.markUsed(options.db, id.slice(0, 128));
      // Old entries are useless after the challenge lifetime; trim them now and then.
      if (Math.random() < 0.01) await repo.trimUses(options.db);
      return fresh;
    },
  };
  const keySecret = `${options.secret}:keys`;
  return {
    async challenge() {
      const challenge = await createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(Math.floor(options.difficulty / 2), options.difficulty),
        expiresAt: new Date(Date.now() + LIFETIME_MS),
        deriveKey,
        hmacSignatureSecret: options.secret,
        hmacKeySignatureSecret: keySecret,
      });
      return challenge as unknown as Record<string, unknown>;
    },
    async verify(payload) {
      if (!payload) throw new AppError(422, msg('captcha_required'), { captcha: [msg('captcha_required')] });
      const result = await verify(payload, deriveKey, options.secret, keySecret, store as never);
      if (result.error || !result.verification?.verified) {
        throw new AppError(422, msg('captcha_invalid'), { captcha: [msg('captcha_invalid')] });
      }
    },
  };
}
