import { describe, expect, it } from 'vitest';
import { ApiError } from './client.ts';
import { userMessage } from './user-message.ts';

describe('which server messages reach the user', () => {
  it('shows every 4xx message', () => {
    expect(userMessage(new ApiError(422, 'Main name is required'))).toBe('Main name is required');
    expect(userMessage(new ApiError(429, 'Too many attempts'))).toBe('Too many attempts');
  });

  it('shows the 503 and 507 messages, which say what happened and that trying later helps', () => {
    const down = 'The service is temporarily unavailable. Please try again in a moment.';
    expect(userMessage(new ApiError(503, down))).toBe(down);
    expect(userMessage(new ApiError(507, 'The server has run out of storage space…'))).toBe(
      'The server has run out of storage space…',
    );
  });

  it('keeps any other 5xx, a network failure, an empty message or a non-API error to the generic text', () => {
    expect(userMessage(new ApiError(500, 'Internal Server Error'))).toBeNull();
    expect(userMessage(new ApiError(502, 'Bad gateway'))).toBeNull();
    expect(userMessage(new ApiError(0, 'Failed to fetch'))).toBeNull();
    expect(userMessage(new ApiError(503, ''))).toBeNull();
    expect(userMessage(new Error('boom'))).toBeNull();
  });
});
