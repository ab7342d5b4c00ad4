import type { ChangeLogItem } from '@logoya/core';
import type { ListApiQuery } from '../../../shared/list/list-url.ts';
import { staffListQuery } from '../../api/list.ts';

/** The list's own filters (GET /api/logs): logo, user and a range of days in Japan time. */
export const LOG_FILTERS = ['logo_id', 'user_id', 'date_from', 'date_to'] as const;
export type LogFilter = (typeof LOG_FILTERS)[number];

/** GET /api/logs (admin): the change log, newest first unless sorted. */
export const changeLogsQuery = (params: ListApiQuery) =>
  staffListQuery<ChangeLogItem>('logs', '/api/logs', params);
