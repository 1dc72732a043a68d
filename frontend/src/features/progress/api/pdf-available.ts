import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * HEAD <url> → whether a printable PDF answers there. The review sheet and report PDFs may come later than the
 * pages: a link is only shown once its address answers, never a link to a 404.
 */
export async function pdfAvailable(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'HEAD', credentials: 'same-origin', cache: 'no-store' });
    return response.ok && (response.headers.get('content-type') ?? '').includes('pdf');
  } catch {
    return false;
  }
}

export function pdfAvailableQueryOptions(url: string) {
  return queryOptions({ queryKey: ['pdf-available', url], queryFn: () => pdfAvailable(url), staleTime: 60_000 });
}

export function usePdfAvailable(url: string) {
  return useQuery(pdfAvailableQueryOptions(url)).data === true;
}
