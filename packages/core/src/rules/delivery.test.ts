import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../constants.ts';
import { canDownload, DELIVERY_STATES, DELIVERY_TEXTS, deliveryOf, deliveryText } from './delivery.ts';

const at = '2026-11-29T10:00:00.000Z';

describe('deliveryOf: one state per order logo', () => {
  it('waits for payment while the order waits, files or not', () => {
    expect(deliveryOf({ orderStatus: ORDER_STATUS.waiting, files: false, deliveredAt: null })).toEqual({
      state: 'awaiting_payment',
      deliveredAt: null,
    });
    // A logo that already had its zip before the order: still nothing to download before payment.
    expect(deliveryOf({ orderStatus: ORDER_STATUS.waiting, files: true, deliveredAt: null }).state).toBe(
      'awaiting_payment',
    );
  });

  it('is preparing once paid and until the files exist', () => {
    expect(deliveryOf({ orderStatus: ORDER_STATUS.paid, files: false, deliveredAt: null })).toEqual({
      state: 'preparing',
      deliveredAt: null,
    });
  });

  it('is delivered with its date when paid and the files exist', () => {
    expect(deliveryOf({ orderStatus: ORDER_STATUS.paid, files: true, deliveredAt: new Date(at) })).toEqual({
      state: 'delivered',
      deliveredAt: at,
    });
    expect(deliveryOf({ orderStatus: ORDER_STATUS.paid, files: true, deliveredAt: at }).deliveredAt).toBe(at);
  });

  it('never shows a delivery date without files (a deleted zip goes back to preparing)', () => {
    expect(deliveryOf({ orderStatus: ORDER_STATUS.paid, files: false, deliveredAt: at })).toEqual({
      state: 'preparing',
      deliveredAt: null,
    });
  });

  it('is cancelled for a cancelled order, whatever the files', () => {
    for (const files of [true, false]) {
      expect(deliveryOf({ orderStatus: ORDER_STATUS.cancelled, files, deliveredAt: at })).toEqual({
        state: 'cancelled',
        deliveredAt: null,
      });
    }
  });

  it('offers a download only when delivered', () => {
    expect(DELIVERY_STATES.filter(canDownload)).toEqual(['delivered']);
  });
});

describe('the delivery texts', () => {
  it('has a label and a note for every state in every language', () => {
    for (const lang of ['en', 'ja', 'vi'] as const) {
      for (const state of DELIVERY_STATES) {
        expect(DELIVERY_TEXTS[lang][state].label.trim()).not.toBe('');
        expect(DELIVERY_TEXTS[lang][state].note.trim()).not.toBe('');
      }
    }
  });

  it('promises no brand kit (it does not exist yet)', () => {
    const all = JSON.stringify(DELIVERY_TEXTS);
    expect(all).not.toMatch(/kit|キット|bộ nhận diện/i);
  });

  it('reads English for an unknown language', () => {
    expect(deliveryText('delivered', 'fr')).toBe(DELIVERY_TEXTS.en.delivered);
    expect(deliveryText('preparing', 'ja')).toBe(DELIVERY_TEXTS.ja.preparing);
  });
});
