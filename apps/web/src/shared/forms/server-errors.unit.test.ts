import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { planServerErrors } from './server-errors.ts';

const fields = ['name', 'email', 'firstName'] as const;

describe('server errors onto a form', () => {
  it('puts the first message of each field on it, renamed where the payload differs', () => {
    const error = new ApiError(422, 'The given data was invalid.', {
      name: ['ユーザー名は必須入力です。', 'second'],
      first_name: ['First name is required'],
    });
    expect(planServerErrors(error, { fields, rename: { first_name: 'firstName' } })).toEqual({
      placed: [
        { field: 'name', message: 'ユーザー名は必須入力です。' },
        { field: 'firstName', message: 'First name is required' },
      ],
      elsewhere: [],
      banner: null,
    });
  });

  it('hands back the errors of fields shown outside the form', () => {
    const error = new ApiError(422, 'Invalid.', { picture: ['画像ファイルを選択してください'] });
    expect(planServerErrors(error, { fields, elsewhere: ['picture'] })).toEqual({
      placed: [],
      elsewhere: [{ field: 'picture', message: '画像ファイルを選択してください' }],
      banner: null,
    });
  });

  it('sends what no field shows to the banner', () => {
    const error = new ApiError(422, 'Invalid.', {
      name: ['bad name'],
      picture: ['Please select an image file'],
    });
    expect(planServerErrors(error, { fields })).toEqual({
      placed: [{ field: 'name', message: 'bad name' }],
      elsewhere: [],
      banner: 'Please select an image file',
    });
    expect(planServerErrors(new ApiError(409, 'Already paid.'), { fields })).toEqual({
      placed: [],
      elsewhere: [],
      banner: 'Already paid.',
    });
  });

  it('puts the message on the fallback field when no field took one', () => {
    const error = new ApiError(422, '現在のパスワードが正しくありません');
    expect(planServerErrors(error, { fields, fallbackField: 'email' })).toEqual({
      placed: [{ field: 'email', message: '現在のパスワードが正しくありません' }],
      elsewhere: [],
      banner: null,
    });
  });

  it('has no message for users on a bug or without network, but keeps 503 and 507 texts', () => {
    expect(planServerErrors(new ApiError(500, 'boom'), { fields })).toEqual({
      placed: [],
      elsewhere: [],
      banner: undefined,
    });
    expect(
      planServerErrors(new ApiError(0, 'unreachable'), { fields, fallbackField: 'name' }).banner,
    ).toBeUndefined();
    expect(planServerErrors(new TypeError('x'), { fields }).banner).toBeUndefined();
    expect(planServerErrors(new ApiError(503, 'Try again later.'), { fields }).banner).toBe(
      'Try again later.',
    );
  });
});
