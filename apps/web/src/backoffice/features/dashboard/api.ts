import type { DashboardStats } from '@logoya/core/contracts/staff-files';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import type { StatsParams } from './stats-range.ts';

/**
 * GET /api/dashboard/stats (admin, designer): the period's figures per day in Asia/Tokyo. A
 * designer's answer covers their own logos whatever is asked; the previous period stays on screen
 * while the next one loads.
 */
export const dashboardStatsQuery = (params: StatsParams) =>
  queryOptions({
    queryKey: ['backoffice', 'dashboard-stats', params] as const,
    queryFn: async ({ signal }) => {
      const body = await api.get<{ data: DashboardStats }>('/api/dashboard/stats', {
        query: { ...params },
        signal,
        locale: 'ja',
      });
      return body.data;
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    // A 422 (a hand-typed period) will not change by asking again.
    retry: false,
  });

/** GET /api/designers: the designers an admin may narrow the figures to. */
export const designersQuery = () =>
  queryOptions({
    queryKey: ['backoffice', 'designers'] as const,
    queryFn: async ({ signal }) => {
      const body = await api.get<{ data: { id: number; name: string }[] }>('/api/designers', {
        signal,
        locale: 'ja',
      });
      return body.data;
    },
    staleTime: 5 * 60_000,
  });
