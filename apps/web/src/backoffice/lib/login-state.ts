import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** What another screen tells the login: the invitation's password was just set. */
export interface LoginState {
  passwordSet?: boolean;
}

/**
 * Whether the login was opened right after setting a password. Read once, then dropped from the
 * history entry, so neither a reload nor Back shows it again.
 */
export function usePasswordSetNote(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const [shown] = useState(() => (location.state as LoginState | null)?.passwordSet === true);
  useEffect(() => {
    if ((location.state as LoginState | null)?.passwordSet) {
      navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    }
  }, [location, navigate]);
  return shown;
}
