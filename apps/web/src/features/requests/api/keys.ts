/** Query keys of the logo requests area; every key starts with 'requests'. */
export const requestKeys = {
  all: ['requests'] as const,
  /** The member's own requests; the user id keeps one member's list from showing to the next. */
  mine: (userId: number | null) => ['requests', 'mine', userId] as const,
};
