import type { Currency } from '@logoya/core/constants';
import { formatMoney } from '@logoya/core/rules/money';

/**
 * Colours and axes shared by the dashboard's charts. Series colours keep 3:1 or more against the
 * white card (WCAG 1.4.11) and differ in lightness too, so they stay apart without colour vision.
 */
export const SERIES = {
  orange: '#c2410c',
  blue: '#0369a1',
  green: '#047857',
} as const;

const TEXT = '#374151';
const GRID = '#e5e7eb';

export const count = new Intl.NumberFormat('ja-JP');
const percent = new Intl.NumberFormat('ja-JP', { style: 'percent', maximumFractionDigits: 1 });

export const money = (amount: number, currency: Currency) => formatMoney({ amount, currency });
export const rateText = (rate: number) => percent.format(rate);

/** A category axis of days or names: no rotation, labels skipped when they would crowd. */
export const categoryAxis = {
  ticks: { color: TEXT, maxRotation: 0, autoSkip: true, autoSkipPadding: 8 },
  grid: { display: false },
  border: { color: GRID },
};

/** A value axis from 0 in whole steps; `format` writes its labels (money, counts). */
export function valueAxis(format: (value: number) => string = (v) => count.format(v)) {
  return {
    beginAtZero: true,
    ticks: {
      color: TEXT,
      precision: 0,
      callback: (value: number | string) => format(Number(value)),
    },
    grid: { color: GRID },
    border: { display: false },
  };
}

export const legend = {
  position: 'bottom' as const,
  labels: { color: TEXT, boxWidth: 12, boxHeight: 12 },
};
