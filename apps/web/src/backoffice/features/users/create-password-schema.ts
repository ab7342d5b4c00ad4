import { createPasswordBody } from '@logoya/core/contracts/accounts';
import { msg } from '@logoya/core/messages/catalog';
import { z } from 'zod';

/**
 * The invitation page's form: the password rules of POST /api/create-password (at least 6
 * characters with a lowercase letter and a digit) and a confirmation equal to it.
 */
export const createPasswordForm = z
  .object({
    password: createPasswordBody.shape.password,
    password_confirmation: z
      .string({ message: msg('required', { field: 'password_confirmation' }) })
      .min(1, { message: msg('required', { field: 'password_confirmation' }) }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: msg('password_mismatch'),
  });
