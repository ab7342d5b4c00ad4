import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError } from '../../../../shared/api/client.ts';
import { postalCodeQuery } from '../../api/profile.ts';

/** What the lookup has to say: nothing, an unknown code, or an address offered for a typed line. */
export type PostalLookup = { state: 'idle' } | { state: 'not-found' } | { state: 'offer'; address: string };

interface Target {
  /** Address line 1 as it is now. */
  current: () => string;
  fill: (address: string) => void;
}

/**
 * The Japanese postal-code lookup of the profile form (ADR 0060): a 7-digit code fills address
 * line 1 only when the line is empty or still holds the previous lookup's address; an address the
 * member typed is kept, and the found one is offered instead. An unknown code is said.
 */
export function usePostalLookup(initialCode: string, target: Target) {
  const queryClient = useQueryClient();
  const [lookup, setLookup] = useState<PostalLookup>({ state: 'idle' });
  const lookedUp = useRef(initialCode.replace(/\D/g, ''));
  const lastFilled = useRef<string | null>(null);

  function fill(address: string) {
    target.fill(address);
    lastFilled.current = address;
    setLookup({ state: 'idle' });
  }

  async function onCodeChange(value: string) {
    const code = value.replace(/\D/g, '');
    if (code === lookedUp.current) return;
    lookedUp.current = code;
    setLookup({ state: 'idle' });
    if (code.length !== 7) return;
    try {
      const found = await queryClient.fetchQuery(postalCodeQuery(code));
      if (lookedUp.current !== code) return; // another code was typed meanwhile
      const address = `${found.prefecture}${found.city}${found.town}`;
      const current = target.current().trim();
      if (current === '' || current === lastFilled.current || current === address) fill(address);
      else setLookup({ state: 'offer', address });
    } catch (error) {
      if (lookedUp.current !== code) return;
      // Other failures (no network) leave the form as it is: the member can type the address.
      if (error instanceof ApiError && error.status === 404) setLookup({ state: 'not-found' });
    }
  }

  return {
    lookup,
    onCodeChange,
    accept: () => {
      if (lookup.state === 'offer') fill(lookup.address);
    },
    keep: () => setLookup({ state: 'idle' }),
  };
}
