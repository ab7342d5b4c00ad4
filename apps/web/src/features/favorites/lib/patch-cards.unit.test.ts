import type { LogoCard } from '@logoya/core';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { patchLogoInCache } from './patch-cards.ts';

function card(id: number, extra: Partial<LogoCard> = {}): LogoCard {
  return {
    logo_id: id,
    src: `/files/${id}.gif`,
    url_img_two: null,
    logo_name: 'ロゴ',
    logo_language: 'Logo',
    state: 0,
    inactive: false,
    kept: false,
    is_user_kept: false,
    is_like: false,
    favorites_count: 3,
    tank_num_logo_tank_jp: 2,
    zip: false,
    price: { amount: 19800, currency: 'USD' },
    ...extra,
  };
}

const like = (c: { favorites_count: number }) => ({ is_like: true, favorites_count: c.favorites_count + 1 });

describe('patchLogoInCache', () => {
  it('changes the logo in every cached answer, whatever its shape', () => {
    const client = new QueryClient();
    client.setQueryData(['catalog', 'all-logo', 'en', 1], { data: [card(1), card(2)], meta: { total: 2 } });
    client.setQueryData(['catalog', 'logo', 'en', '2'], { ...card(2), names: { en: 'x' } });
    client.setQueryData(['favorites', 'list'], {
      pages: [{ data: [{ logo_id: 2, kept: false, logo: card(2) }] }],
      pageParams: [1],
    });

    patchLogoInCache(client, 2, like);

    const page = client.getQueryData<{ data: LogoCard[] }>(['catalog', 'all-logo', 'en', 1]);
    expect(page?.data[1]).toMatchObject({ is_like: true, favorites_count: 4 });
    expect(page?.data[0]).toMatchObject({ is_like: false, favorites_count: 3 });
    expect(client.getQueryData(['catalog', 'logo', 'en', '2'])).toMatchObject({
      is_like: true,
      favorites_count: 4,
      names: { en: 'x' },
    });
    const list = client.getQueryData<{ pages: { data: { logo: LogoCard }[] }[] }>(['favorites', 'list']);
    expect(list?.pages[0]?.data[0]?.logo).toMatchObject({ is_like: true, favorites_count: 4 });
  });

  it('leaves answers without the logo untouched (same object)', () => {
    const client = new QueryClient();
    const other = { data: [card(7)], meta: { total: 1 } };
    const unrelated = { count: 3, keep_count: 1 };
    client.setQueryData(['catalog', 'search', 'en', 'q'], other);
    client.setQueryData(['favorites', 'count', '1'], unrelated);
    patchLogoInCache(client, 2, like);
    expect(client.getQueryData(['catalog', 'search', 'en', 'q'])).toBe(other);
    expect(client.getQueryData(['favorites', 'count', '1'])).toBe(unrelated);
  });

  it('undoes a change with the opposite patch', () => {
    const client = new QueryClient();
    client.setQueryData(['a'], [card(3, { is_like: true, favorites_count: 5 })]);
    patchLogoInCache(client, 3, (c) => ({ is_like: false, favorites_count: c.favorites_count - 1 }));
    patchLogoInCache(client, 3, (c) => ({ is_like: true, favorites_count: c.favorites_count + 1 }));
    expect(client.getQueryData<LogoCard[]>(['a'])?.[0]).toMatchObject({ is_like: true, favorites_count: 5 });
  });
});
