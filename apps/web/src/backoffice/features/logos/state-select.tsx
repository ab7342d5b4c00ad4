import type { StaffLogoCard } from '@logoya/core';
import { padNumber } from '@logoya/core/rules/text';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { userMessage } from '../../../shared/api/user-message.ts';
import { useToast } from '../../../shared/ui/toast.tsx';
import { numberProductQuery } from '../../api/number-product.ts';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { changeState, logosKey } from './api.ts';
import { canChangeState, SETTABLE_STATES, STATE_TONE, stateKeyOf } from './logo-state.ts';

/** A state as a badge: designers see it read-only, and admins see 売り切れ this way. */
export function StateBadge({ state }: { state: number }) {
  const { t } = useBoTranslation();
  const key = stateKeyOf(state);
  if (!key) return null;
  return (
    <span
      data-testid="logo-state"
      className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STATE_TONE[key]}`}
    >
      {t(`logos.state.${key}`)}
    </span>
  );
}

/**
 * 未公開: a logo that has never been on sale (a new logo waits stopped until an admin puts it on
 * sale, ADR 0086), beside its state.
 */
export function UnpublishedBadge({ logo }: { logo: { published_at: string | null } }) {
  const { t } = useBoTranslation();
  if (logo.published_at !== null) return null;
  return (
    <span
      data-testid="logo-unpublished"
      className="inline-block rounded-full border border-sky-300 bg-sky-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-sky-900"
    >
      {t('logos.state.unpublished')}
    </span>
  );
}

/** The server's message, and for a refused publication what the logo lacks (`state` errors). */
function refusalText(error: unknown): string | null {
  const message = userMessage(error);
  if (!message || !(error instanceof ApiError)) return message;
  return [message, ...(error.errors.state ?? []).filter((reason) => reason !== message)].join(' ');
}

/**
 * The admin's state control on a card (SPEC §4): the call is made at once, with a toast either
 * way. Sold (売り切れ) is shown, never offered; a logo a checkout is paying for cannot change.
 */
export function StateSelect({ logo }: { logo: StaffLogoCard }) {
  const { t } = useBoTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const hintId = useId();
  const number = padNumber(logo.logo_id);
  const [asked, setAsked] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (state: number) => changeState(logo.logo_id, state),
    onMutate: (state) => setAsked(state),
    onSuccess: (_, state) =>
      toast.success(
        t('logos.state.changed', { number, state: t(`logos.state.${stateKeyOf(state) ?? 'normal'}`) }),
      ),
    onError: (error) => toast.error(refusalText(error) ?? t('logos.state.changeFailed')),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: logosKey }),
        queryClient.invalidateQueries({ queryKey: numberProductQuery().queryKey }),
      ]);
      setAsked(null);
    },
  });

  if (!canChangeState(logo)) {
    return (
      <div className="flex flex-wrap items-center gap-1">
        <StateBadge state={logo.state} />
        <span className="text-xs text-gray-600">
          {logo.held ? t('logos.state.held') : t('logos.state.soldHint')}
        </span>
      </div>
    );
  }
  return (
    <div>
      <select
        aria-label={t('logos.state.changeLabel', { number })}
        aria-describedby={logo.kept ? hintId : undefined}
        value={asked ?? logo.state}
        disabled={mutation.isPending}
        onChange={(event) => mutation.mutate(Number(event.target.value))}
        data-testid="state-select"
        className="block w-full rounded-md border border-gray-300 bg-white px-2 py-1 text-sm text-gray-900 focus:border-orange-700 focus:ring-2 focus:ring-orange-700/20 focus:outline-none disabled:opacity-60"
      >
        {SETTABLE_STATES.map((state) => (
          <option key={state} value={state}>
            {t(`logos.state.${stateKeyOf(state) ?? 'normal'}`)}
          </option>
        ))}
      </select>
      {logo.kept ? (
        <span id={hintId} className="sr-only">
          {t('logos.state.keptHint')}
        </span>
      ) : null}
    </div>
  );
}
