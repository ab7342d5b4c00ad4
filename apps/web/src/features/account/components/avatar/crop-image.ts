/** The avatar is saved as a square PNG of this size (SPEC §9: profile crop 300×300). */
export const AVATAR_SIZE = 300;
