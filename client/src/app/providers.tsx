import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToasterSlot } from '@client/components/ui/toaster-slot';

// The query client is made by the caller (main.tsx, or the server's render), which may have put the
// server-rendered reads in it first.
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToasterSlot />
    </QueryClientProvider>
  );
}
