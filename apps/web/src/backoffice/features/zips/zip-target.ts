import { MAX_ID } from '@logoya/core/constants';
import type { ZipLogo } from '@logoya/core/contracts/staff-files';
import { msg } from '@logoya/core/messages/catalog';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/client.ts';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { zipLogoQuery } from './api.ts';

/** How long the typed id must rest before the logo is looked up. */
const LOOKUP_DELAY_MS = 300;

const isLogoId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID;

/** The logo of the id being typed (issue 24): looked up once the typing rests; idle without an id. */
export function useZipTarget(typed: unknown) {
  const logoId = useDebouncedValue(isLogoId(typed) ? typed : null, LOOKUP_DELAY_MS);
  const current = isLogoId(typed) && typed === logoId;
  const query = useQuery({ ...zipLogoQuery(logoId ?? 0), enabled: logoId !== null && current });
  return { logoId: current ? logoId : null, query };
}

/** Whether the logo has a zip other than the one being edited (a new upload for it answers 409). */
export const hasOtherZip = (target: ZipLogo, ownZipId: number | null) =>
  target.zip_id !== null && target.zip_id !== ownZipId;

/**
 * Asked before the upload starts: the logo must exist, and must not have another zip. A refusal is
 * thrown as the server would answer it, on logo_id and in its words, so the form shows it there
 * and no byte of the file is sent.
 */
export async function checkZipTarget(
  queryClient: QueryClient,
  logoId: number,
  ownZipId: number | null,
): Promise<void> {
  let target: ZipLogo;
  try {
    target = await queryClient.fetchQuery(zipLogoQuery(logoId));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      throw new ApiError(422, error.message, { logo_id: [error.message] });
    throw error;
  }
  if (hasOtherZip(target, ownZipId)) {
    const taken = msg('zip_exists');
    throw new ApiError(409, taken, { logo_id: [taken] });
  }
}
