import type { StaffLogoRequest } from '@logoya/core';
import type { ListApiQuery } from '../../../shared/list/list-url.ts';
import { staffListQuery } from '../../api/list.ts';

/** GET /api/logo-requests (admin): members' free logo requests, with a status filter. */
export const logoRequestsQuery = (params: ListApiQuery) =>
  staffListQuery<StaffLogoRequest>('requests', '/api/logo-requests', params);
