/**
 * Service promises quoted by several pages (SPEC §1, §9), kept in one place so the about page,
 * the terms, the legal notice and the order page cannot disagree.
 */
export const SERVICE = {
  /** The designer's first proposal with your name, before any revision. */
  initialProposals: 1,
  freeRevisions: 2,
  /** Lost or unreadable files are sent again free of charge for this long after delivery. */
  dataWarrantyMonths: 1,
  /** Defects in the delivered data are repaired free of charge for this long. */
  repairMonths: 6,
  officeHours: { open: '9:00', close: '18:00' },
  /** Typical times (working days); the operator may adjust them to the real workload. */
  confirmationImageDays: 3,
  deliveryDaysAfterFinal: 3,
  fileFormats: ['.ai', '.pdf', '.svg', '.png', '.jpg'],
} as const;
