import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import FreePage from '../features/free/FreePage';
import { createQueryClient } from '../lib/react-query';

/** /free prerendered: its sign-up form (a TanStack Query mutation) needs a query client of its own. */
export default function PrerenderedFreePage() {
  const [client] = useState(() => createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <FreePage />
    </QueryClientProvider>
  );
}
