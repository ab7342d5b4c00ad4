import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../shared/api/client.ts';
import { SessionProvider } from '../shared/auth/session.tsx';
import { ToastProvider } from '../shared/ui/toast.tsx';
import { AppLogoSlots } from './logo-slots.tsx';

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change by asking again; network and server errors may.
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
      },
    },
  });
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <ToastProvider>
          <AppLogoSlots>{children}</AppLogoSlots>
        </ToastProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
