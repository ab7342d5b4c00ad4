/**
 * Custom logo design on the Vietnamese order page (SPEC §9). Amounts are VND, tax included. The
 * cancellation fees (SPEC §4) apply to custom design and are quoted by the terms and legal pages too.
 */

export type CustomPlanKey =
  | 'layout-change'
  | 'redo-existing'
  | 'sketch-to-vector'
  | 'extra-design'
  | 'basic'
  | 'business'
  | 'vip';

export interface CustomPlan {
  key: CustomPlanKey;
  /** 'adjust' works from an existing logo or sketch; 'create' designs a new logo. */
  group: 'adjust' | 'create';
  priceVnd: number;
  proposals?: number;
  /** Delivery of the work (working days). */
  days?: number;
  /** First proposal within this many working days. */
  firstProposalDays?: number;
  /** A brand set (business card, letterhead…) takes this many more working days. */
  brandSetExtraDays?: number;
  freeRevisions?: number;
  /** Revisions counted among the proposals (VIP). */
  revisionsInProposals?: number;
  /** Unlimited revisions for this many days (VIP). */
  unlimitedDays?: number;
  /** Sold per additional design. */
  perItem?: boolean;
}

export const CUSTOM_PLANS: readonly CustomPlan[] = [
  { key: 'layout-change', group: 'adjust', priceVnd: 1_500_000, days: 3, freeRevisions: 2 },
  { key: 'redo-existing', group: 'adjust', priceVnd: 2_050_000, proposals: 2, days: 5 },
  { key: 'sketch-to-vector', group: 'adjust', priceVnd: 1_100_000, proposals: 1, days: 3, freeRevisions: 2 },
  { key: 'extra-design', group: 'adjust', priceVnd: 265_000, perItem: true },
  {
    key: 'basic',
    group: 'create',
    priceVnd: 5_000_000,
    proposals: 3,
    firstProposalDays: 5,
    brandSetExtraDays: 3,
    freeRevisions: 2,
  },
  { key: 'business', group: 'create', priceVnd: 8_000_000, proposals: 5, freeRevisions: 3 },
  {
    key: 'vip',
    group: 'create',
    priceVnd: 15_000_000,
    proposals: 5,
    revisionsInProposals: 2,
    unlimitedDays: 30,
  },
];

export type CustomOptionKey = 'lettering' | 'rush' | 'detailedRevision';

export interface CustomOption {
  key: CustomOptionKey;
  priceVnd: number;
  firstProposalDays?: number;
  /** Unlimited revisions for this many months. */
  unlimitedMonths?: number;
  /** Each revision takes about this many working days. */
  daysEach?: number;
}

export const CUSTOM_OPTIONS: readonly CustomOption[] = [
  { key: 'lettering', priceVnd: 2_150_000 },
  { key: 'rush', priceVnd: 1_500_000, firstProposalDays: 3 },
  { key: 'detailedRevision', priceVnd: 3_000_000, unlimitedMonths: 1, daysEach: 3 },
];

export type CancellationStage = 'beforePayment' | 'hearing' | 'design' | 'revisions';

/** Custom design cancellation fee by progress, in percent of the plan price (SPEC §4). */
export const CANCELLATION_FEES: readonly { stage: CancellationStage; percent: number }[] = [
  { stage: 'beforePayment', percent: 0 },
  { stage: 'hearing', percent: 50 },
  { stage: 'design', percent: 75 },
  { stage: 'revisions', percent: 100 },
];

/** Cancelling a modification plan after production has started (SPEC §4). */
export const MODIFICATION_CANCEL_PERCENT = 50;

/** The contact page reads ?plan=<key> to prefill the enquiry. */
export function hirePath(plan?: CustomPlanKey | CustomOptionKey): string {
  return plan ? `/contact?plan=${plan}` : '/contact';
}
