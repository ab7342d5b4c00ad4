import type { KeepResult, Locale } from '@logoya/core';
import { api } from '../../../shared/api/client.ts';

/** POST /api/keep-logo/{id}: keep a logo free for 10 days, or release the keep. */
export async function postKeep(lang: Locale, logoId: number, keep: boolean): Promise<KeepResult> {
  const body = await api.post<{ data: KeepResult }>(
    `/api/keep-logo/${logoId}`,
    { is_keep: keep },
    { locale: lang },
  );
  return body.data;
}
