import { describe, expect, it } from 'vitest';
import { heartCount } from './hearts.ts';

describe('heartCount', () => {
  it('adds the members’ favourites to the carried-over count', () => {
    expect(heartCount({ favorites_count: 3, tank_num_logo_tank_jp: 12 })).toBe(15);
    expect(heartCount({ favorites_count: 0, tank_num_logo_tank_jp: 0 })).toBe(0);
    expect(heartCount({ favorites_count: 7, tank_num_logo_tank_jp: 0 })).toBe(7);
  });
});
