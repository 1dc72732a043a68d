import { SUBSCRIPTION_ITEM } from '@wonderkin/shared';
import { config } from './config';

/**
 * The one analytics module (spec §1, §3). Every event is pushed to window.dataLayer (so a tag manager can
 * pick it up); when a GA measurement id is configured, gtag.js is loaded once and receives the event too.
 */
export type AnalyticsParams = Record<string, unknown>;

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

const CURRENCY = 'USD';
let gtagReadyFor: string | undefined;

function dataLayer(): unknown[] {
  window.dataLayer = window.dataLayer ?? [];
  return window.dataLayer;
}

/** Loads gtag.js for this measurement id, once. Page views are sent by pageView(), not by gtag's config. */
function ensureGtag(measurementId: string): Gtag {
  if (gtagReadyFor !== measurementId || !window.gtag) {
    const layer = dataLayer();
    window.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params -- gtag.js reads the `arguments` objects pushed to dataLayer, not arrays
      layer.push(arguments);
    };
    window.gtag('js', new Date());
    window.gtag('config', measurementId, { send_page_view: false });
    if (!document.querySelector('script[data-wk-gtag]')) {
      const script = document.createElement('script');
      script.async = true;
      script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
      script.dataset.wkGtag = 'true';
      document.head.appendChild(script);
    }
    gtagReadyFor = measurementId;
  }
  return window.gtag;
}

/** Sends one event. Never throws: analytics must not break the page. */
export function track(event: string, params: AnalyticsParams = {}, measurementId = config.gaMeasurementId): void {
  if (typeof window === 'undefined') return;
  try {
    dataLayer().push({ event, ...params });
    if (measurementId) ensureGtag(measurementId)('event', event, params);
  } catch (error) {
    console.warn('analytics: could not send', event, error);
  }
}

export function pageView(path: string): void {
  track('page_view', {
    page_path: path,
    page_location: window.location.href,
    page_title: document.title,
  });
}

/** Lead (registration / email sign-up): value 1 USD, with the email's domain or 'unknown'. */
export function emailDomain(email: string | null | undefined): string {
  const at = email?.trim().lastIndexOf('@') ?? -1;
  const domain = at >= 0 ? email!.trim().slice(at + 1).toLowerCase() : '';
  return domain || 'unknown';
}
export function generateLead(email?: string | null): void {
  track('generate_lead', { value: 1, currency: CURRENCY, email_domain: emailDomain(email) });
}

/** Lesson id = title lower-cased with spaces replaced by underscores. */
export function lessonId(title: string): string {
  return title.trim().toLowerCase().replace(/\s+/g, '_');
}
export function selectLesson(title: string, age: string): void {
  track('select_lesson', { lesson_id: lessonId(title), lesson_title: title, age_range: age });
}

export function beginCheckout(): void {
  track('begin_checkout', {
    currency: CURRENCY,
    value: SUBSCRIPTION_ITEM.price * SUBSCRIPTION_ITEM.quantity,
    items: [{ ...SUBSCRIPTION_ITEM }],
  });
}

export function purchase(transactionId: string): void {
  track('purchase', {
    transaction_id: transactionId,
    currency: CURRENCY,
    value: SUBSCRIPTION_ITEM.price * SUBSCRIPTION_ITEM.quantity,
    items: [{ ...SUBSCRIPTION_ITEM }],
  });
}

export function modalOpen(modalType: string): void {
  track('modal_open', { modal_type: modalType });
}
export function modalClose(modalType: string): void {
  track('modal_close', { modal_type: modalType });
}

/** An unknown route was visited (the 404 page logs the path). */
export function pageNotFound(path: string): void {
  track('page_not_found', { page_path: path });
}
