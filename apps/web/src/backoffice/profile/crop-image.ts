/** The one avatar size staff pictures are saved at (SPEC §9: a square crop, 400×400). */
export const AVATAR_SIZE = 400;
