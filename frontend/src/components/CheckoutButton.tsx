import { MESSAGES } from '@wonderkin/shared';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { beginCheckout } from '../lib/analytics';
import { ApiError } from '../lib/api';
import { config } from '../lib/config';
import { getCookie } from '../lib/cookies';
import { usePaymentsStatus, useStartCheckout } from './api/payments';
import { Button, ButtonLink, type ButtonSize, type ButtonVariant } from './Button';
import { planTermsText } from './planTerms';

export interface CheckoutButtonProps {
  children: ReactNode;
  /** What shows instead of the button when payments are not set up (default: the catalogue's short sentence). */
  notSetUpText?: string;
  /** What the visitor can do instead when nothing can be sold (shown under notSetUpText). */
  instead?: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  className?: string;
}

type Problem = { kind: 'sign-in' } | { kind: 'message'; text: string };

/**
 * The one upgrade button (free-limit dialog, /subscription upsell, /downloads pitch). A click sends begin_checkout and
 * asks the server for a checkout of the signed-in account (POST /api/payments/checkout), then opens it in a new tab.
 * The tab is opened at once, inside the click, and pointed at the checkout when the answer comes (a tab opened after
 * an await is a popup most browsers block). A visitor who is not signed in is asked to register or sign in first: the
 * plan must belong to an account, not to a browser. Without a configured checkout there is no button, only a sentence.
 */
export function CheckoutButton({ children, notSetUpText = MESSAGES.paymentsNotSetUp, instead, variant = 'accent', size = 'lg', block, className }: CheckoutButtonProps) {
  const location = useLocation();
  const status = usePaymentsStatus();
  const checkout = useStartCheckout();
  const [problem, setProblem] = useState<Problem | null>(null);

  if (status.data?.available === false) {
    return (
      <div className={`checkout-unavailable${className ? ` ${className}` : ''}`}>
        <p className="checkout-note" role="status">{notSetUpText}</p>
        {instead}
      </div>
    );
  }
  // The offer is made only with its terms beside it: until the status answers, nothing is offered.
  const terms = status.data?.terms;
  if (!terms) return null;

  const start = () => {
    beginCheckout();
    setProblem(null);
    // The user-id cookie is only a hint that a session exists; the server decides (401 when it does not).
    const tab = getCookie(config.userIdCookie) ? window.open('', '_blank') : null;
    if (tab) tab.opener = null;
    checkout.mutate(location.pathname, {
      onSuccess: ({ url }) => {
        if (tab) {
          tab.location.href = url;
          return;
        }
        // No tab yet (no hint cookie, yet signed in): try one now; a blocked popup leaves for the checkout in this tab.
        const late = window.open(url, '_blank');
        if (late) late.opener = null;
        else window.location.assign(url);
      },
      onError: (error) => {
        tab?.close();
        if (error instanceof ApiError && error.status === 401) setProblem({ kind: 'sign-in' });
        else if (error instanceof ApiError && error.status === 503) setProblem({ kind: 'message', text: notSetUpText });
        else setProblem({ kind: 'message', text: error instanceof ApiError && error.serverMessage ? error.serverMessage : MESSAGES.checkoutFailed });
      },
    });
  };

  return (
    <div className={`checkout${className ? ` ${className}` : ''}`}>
      <Button variant={variant} size={size} block={block} loading={checkout.isPending} onClick={start}>
        {children}
      </Button>
      <p className="checkout-terms" data-testid="plan-terms">{planTermsText(terms)}</p>
      {problem?.kind === 'sign-in' ? (
        <div className="checkout-note" role="alert">
          <p>{MESSAGES.signInToUpgrade}</p>
          {config.signInIsExternal ? (
            <ButtonLink href={config.signInUrl} variant="secondary" size="sm">Register or sign in</ButtonLink>
          ) : (
            <ButtonLink to={config.signInUrl} variant="secondary" size="sm">Register or sign in</ButtonLink>
          )}
        </div>
      ) : null}
      {problem?.kind === 'message' ? (
        <p className="checkout-note" role="alert">
          {problem.text}
        </p>
      ) : null}
    </div>
  );
}
