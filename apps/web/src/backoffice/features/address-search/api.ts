import type { AddressSearchItem } from '@logoya/core';
import type { ListApiQuery } from '../../../shared/list/list-url.ts';
import { staffListQuery } from '../../api/list.ts';

/** GET /api/address-search (admin): postal-code look-ups, read-only. */
export const addressSearchesQuery = (params: ListApiQuery) =>
  staffListQuery<AddressSearchItem>('address-search', '/api/address-search', params);
