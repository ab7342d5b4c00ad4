import { type IntakeRules, intakeImage, type OutputSpec } from '../../platform/images/intake.ts';
import { uniqueKey } from '../../platform/storage/storage.ts';
import { swapPicture } from './avatar.repository.ts';
import type { AccountsDeps } from './deps.ts';
import { reserveAvatarUpload } from './limits.ts';

/** The largest picture file read from the form. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Longest side accepted; a phone photo (4032 × 3024) fits, the web crops to 300 × 300 first. */
export const AVATAR_MAX_SIDE = 4096;

/** SPEC §5: png, gif, jpeg, bmp and x-icon, told by their content (ADR 0027). */
export const AVATAR_RULES: IntakeRules = {
  formats: ['png', 'gif', 'jpeg', 'bmp', 'ico'],
  maxBytes: AVATAR_MAX_BYTES,
  maxSide: AVATAR_MAX_SIDE,
  maxPixels: AVATAR_MAX_SIDE * AVATAR_MAX_SIDE,
};

/** A square PNG of at most 400 × 400 (SPEC §9's larger crop), never enlarged; the first frame. */
export const AVATAR_OUTPUT: OutputSpec = { format: 'png', size: 400, fit: 'cover' };

/**
 * Stores a new profile picture and removes the one it replaces. The upload is counted first, then
 * checked and re-encoded; the new file is written under a random name, the member's row points at
 * it, and only then is the old file deleted, so a failure never leaves the member without a
 * picture. If the row cannot be updated, the new file goes again.
 */
export async function replaceAvatar(deps: AccountsDeps, userId: number, upload: Buffer): Promise<void> {
  await reserveAvatarUpload(deps, userId);
  const image = await intakeImage(upload, AVATAR_RULES, AVATAR_OUTPUT, 'picture');
  const folder = `avatars/${userId}`;
  const key = uniqueKey(folder, image.ext);
  await deps.storage.put(key, image.data);
  let previous: string | null | undefined;
  try {
    previous = await swapPicture(deps.db, userId, key);
  } catch (error) {
    await deps.storage.remove(key).catch(() => {});
    throw error;
  }
  if (previous === undefined) {
    await deps.storage.remove(key);
    return;
  }
  // Only this member's own files are removed; a key elsewhere (a shared default) stays.
  if (previous && previous !== key && previous.startsWith(`${folder}/`)) {
    await deps.storage.remove(previous).catch((error: unknown) => {
      deps.log.warn({ err: error, key: previous }, 'A replaced profile picture could not be removed.');
    });
  }
}
