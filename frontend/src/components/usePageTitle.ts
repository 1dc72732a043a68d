import { useEffect } from 'react';
import { config } from '../lib/config';

/** Sets the tab title to "<title> · <product>" (just the product name without a title) while the page is shown. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${config.productName}` : config.productName;
  }, [title]);
}
