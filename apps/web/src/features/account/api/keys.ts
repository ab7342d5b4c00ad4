/** Query keys of the account area; every key starts with 'account'. */
export const accountKeys = {
  all: ['account'] as const,
  providers: () => ['account', 'providers'] as const,
  resetToken: (email: string, token: string) => ['account', 'reset-token', email, token] as const,
  postalCode: (code: string) => ['account', 'postal-code', code] as const,
  mailPreferences: () => ['account', 'mail-preferences'] as const,
  unsubscribe: (token: string) => ['account', 'unsubscribe', token] as const,
};
