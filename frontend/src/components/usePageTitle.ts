import { createContext, useContext, useEffect } from 'react';
import { config } from '../lib/config';

/** Given only while a page is prerendered (src/prerender/server.tsx): receives the title for the page's <title>. */
export const PageTitleCollector = createContext<((title: string) => void) | null>(null);

/** Sets the tab title to "<title> · <product>" (just the product name without a title) while the page is shown. */
export function usePageTitle(title?: string): void {
  const text = title ? `${title} · ${config.productName}` : config.productName;
  useContext(PageTitleCollector)?.(text);
  useEffect(() => {
    document.title = text;
  }, [text]);
}
