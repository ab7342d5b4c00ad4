import type { CustomOption, CustomOptionKey, CustomPlan, CustomPlanKey } from './custom-plans.ts';
import type { Block, Rich, Section } from './types.ts';

/** en and ja: the ready-made logo offer, priced from the server's price settings. */
export interface ReadyOfferContent {
  kind: 'ready';
  lead: Rich;
  offer: {
    label: string;
    taxIncluded: string;
    includedTax: (rate: number, amount: string) => string;
    browse: string;
  };
  included: { heading: string; items: readonly Rich[] };
  options: {
    heading: string;
    intro: string;
    items: readonly { token: 'manual' | 'motion'; name: string; text: string }[];
  };
  steps: { heading: string; items: readonly { title: string; text: Rich }[] };
  sections: readonly Section[];
}

/** vi: custom logo design plans and prices (SPEC §9), with the hire-us buttons. */
export interface CustomPlansContent {
  kind: 'custom';
  lead: Rich;
  priceNote: string;
  hire: string;
  hireFor: (name: string) => string;
  groups: Record<CustomPlan['group'], { heading: string; intro: string }>;
  plans: Record<CustomPlanKey, { name: string; summary: string }>;
  planFacts: (plan: CustomPlan) => string[];
  perItem: string;
  options: {
    heading: string;
    intro: string;
    items: Record<CustomOptionKey, { name: string; summary: string }>;
    facts: (option: CustomOption) => string[];
  };
  steps: { heading: string; items: readonly { title: string; text: string }[] };
  cancellation: {
    heading: string;
    intro: Rich;
    table: Block;
    notes: readonly Rich[];
  };
  contact: { heading: string; text: Rich; phoneLabel: string; hours: string };
  readyMade: { heading: string; text: Rich; link: string };
}

export type OrderContent = ReadyOfferContent | CustomPlansContent;
