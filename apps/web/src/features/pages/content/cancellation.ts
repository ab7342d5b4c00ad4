import type { Locale } from '@logoya/core';
import { CANCELLATION_FEES, type CancellationStage } from './custom-plans.ts';
import type { Block } from './types.ts';

/** The stages of a custom design job, as the terms, the legal notice and the order page name them. */
export const STAGE_LABELS: Record<Locale, Record<CancellationStage, string>> = {
  en: {
    beforePayment: 'Before payment',
    hearing: 'From the briefing (hearing) until we send the design brief',
    design: 'From the start of design until the first proposal',
    revisions: 'Once revisions have started',
  },
  ja: {
    beforePayment: 'お支払い前',
    hearing: 'ヒアリングから資料送付まで',
    design: 'デザイン着手から初回提案まで',
    revisions: '修正開始後',
  },
  vi: {
    beforePayment: 'Trước khi thanh toán',
    hearing: 'Từ buổi trao đổi yêu cầu đến khi gửi tài liệu',
    design: 'Từ khi bắt đầu thiết kế đến phương án đầu tiên',
    revisions: 'Sau khi bắt đầu chỉnh sửa',
  },
};

const TEXT: Record<Locale, { caption: string; head: [string, string] }> = {
  en: {
    caption: 'Custom design cancellation fees',
    head: ['When you cancel', 'Fee (share of the plan price)'],
  },
  ja: {
    caption: 'オーダーメイドデザインのキャンセル料',
    head: ['キャンセルの時期', 'キャンセル料（プラン料金に対する割合）'],
  },
  vi: { caption: 'Phí hủy dịch vụ thiết kế theo yêu cầu', head: ['Thời điểm hủy', 'Phí hủy (trên giá gói)'] },
};

/** The fee table of SPEC §4, in one language. */
export function cancellationTable(lang: Locale): Block {
  return {
    kind: 'table',
    caption: TEXT[lang].caption,
    head: TEXT[lang].head,
    rows: CANCELLATION_FEES.map((fee) => [STAGE_LABELS[lang][fee.stage], `${fee.percent}%`]),
  };
}
