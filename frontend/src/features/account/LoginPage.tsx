import { MESSAGES } from '@wonderkin/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, CheckEmailNote, Card, Icon, PageLayout, usePageTitle, useToast } from '../../components';
import { generateLead } from '../../lib/analytics';
import { ApiError } from '../../lib/api';
import { useRegister } from '../../lib/auth';
import { config } from '../../lib/config';
import { setCookie } from '../../lib/cookies';
import { meQueryOptions } from './AccountPage.api';
import { useLoginLink } from './api/login-link';
import { useVerifyLogin } from './api/verify-login';
import './account.css';

/** Loose format check; the server validates for real. */
const looksLikeEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

/** The login failure texts of spec §8: the server's error, else 'Login/Registration failed.'; non-Errors: unknown. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? MESSAGES.loginFailed;
  if (error instanceof Error) return error.message || MESSAGES.loginFailed;
  return MESSAGES.unknownError;
}

/** What the page says when the first proof of an address signed other browsers out of the account. */
export function endedSessionsMessage(count: number): string {
  return `For your safety we signed out ${count} other ${count === 1 ? 'device' : 'devices'} that had been signed in to this account before you confirmed your email.`;
}

/**
 * /login (spec §2): one email field for both sign-in and registration. Any email gets a one-time link by email; the
 * link comes back here as /login?token=…, shows whose account it is for and signs in only when the user clicks (a page
 * load never spends a link, so nobody can switch a browser's account by sending it a link). A browser signed in as
 * somebody else is asked before it switches. The user-id cookie the page keeps is only a hint that this browser signed
 * in; the server session is the identity.
 */
export default function LoginPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [email, setEmail] = useState('');
  /** A link went to this address (and, running locally, where the development mailbox is). */
  const [linkSent, setLinkSent] = useState<{ email: string; mailbox?: string } | null>(null);
  /** The form's own check failed (blank or malformed email): its message, until the email is edited. */
  const [invalid, setInvalid] = useState<string | null>(null);
  const registration = useRegister();
  const link = useLoginLink(token);
  // Who this browser is, asked only when a link is opened (a browser signed in as somebody else is asked first).
  const me = useQuery({ ...meQueryOptions(), enabled: Boolean(token) });
  const verification = useVerifyLogin();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const inputId = useId();
  const errorId = useId();
  const submitting = registration.isPending;
  const error = invalid ?? (registration.isError ? loginErrorMessage(registration.error) : null);
  usePageTitle('Login or Register');

  const signedIn = (userId: string) => {
    setCookie(config.userIdCookie, userId);
    void queryClient.invalidateQueries();
    toast.success(MESSAGES.loggedIn);
    navigate('/ask', { replace: true });
  };

  const spendLink = () => {
    if (!token || verification.isPending) return;
    verification.mutate(token, {
      onSuccess: ({ userId, endedSessions }) => {
        if (endedSessions > 0) toast.info(endedSessionsMessage(endedSessions), { duration: 0 });
        signedIn(userId);
      },
      onError: (failure) => toast.error(loginErrorMessage(failure)),
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const value = email.trim();
    if (!value || !looksLikeEmail(value)) {
      registration.reset();
      setInvalid(value ? MESSAGES.invalidEmail : MESSAGES.emailRequired);
      return;
    }
    setInvalid(null);
    setLinkSent(null);
    registration.mutate(value, {
      onSuccess: (answer) => {
        generateLead(value);
        if ('userId' in answer) {
          signedIn(answer.userId);
          return;
        }
        setLinkSent({ email: value, mailbox: answer.mailbox });
      },
      onError: (failure) => toast.error(loginErrorMessage(failure)),
    });
  };

  const current = me.data?.signedIn ? me.data.email : undefined;
  const linkFor = link.data?.email;
  const switching = Boolean(current && linkFor && current !== linkFor);

  return (
    <PageLayout className="account">
      <section className="section">
        <div className="container account__inner">
          <Card padding="lg" className="account__card">
            <span className="account__icon">
              <Icon name="mail" size={28} />
            </span>
            <h1 className="account__title">Login or Register</h1>
            {token && link.isPending ? <p className="muted" role="status">Checking your link...</p> : null}
            {token && (link.isError || verification.isError) ? (
              <p className="form-error account__error" role="alert">{loginErrorMessage(link.error ?? verification.error)}</p>
            ) : null}
            {linkFor && !verification.isError ? (
              <div className="account__link" data-testid="sign-in-link">
                {switching ? (
                  <p>
                    This browser is signed in as <strong>{current}</strong>. The link you opened is for <strong>{linkFor}</strong>.
                    Switch accounts only if both are yours.
                  </p>
                ) : (
                  <p>
                    {link.data?.hasAccount ? 'This link signs you in as ' : 'This link creates your account for '}
                    <strong>{linkFor}</strong>.
                  </p>
                )}
                <Button size="lg" block loading={verification.isPending} onClick={spendLink}>
                  {switching ? `Switch to ${linkFor}` : link.data?.hasAccount ? `Sign in as ${linkFor}` : 'Create my account'}
                </Button>
                {switching ? (
                  <Button variant="ghost" block onClick={() => navigate('/ask', { replace: true })}>
                    Stay signed in as {current}
                  </Button>
                ) : null}
              </div>
            ) : null}
            {linkSent ? <CheckEmailNote className="account__sent" email={linkSent.email} mailbox={linkSent.mailbox} /> : null}
            <p className="muted">
              Enter your email to save your reports and pick up where you left off. New here? The same step creates your
              free {config.productName} account.
            </p>
            {/* noValidate: our own messages (spec §5) instead of the browser's bubbles; the input stays type=email + required. */}
            <form onSubmit={onSubmit} noValidate className="account__form">
              <label htmlFor={inputId}>Email address</label>
              <input
                id={inputId}
                type="email"
                name="email"
                required
                autoComplete="email"
                inputMode="email"
                placeholder="you@example.com"
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  setInvalid(null);
                  if (registration.isError) registration.reset();
                }}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? errorId : undefined}
                disabled={submitting}
              />
              {error ? (
                <p id={errorId} className="form-error account__error" role="alert">
                  {error}
                </p>
              ) : null}
              <Button type="submit" size="lg" block loading={submitting}>
                {submitting ? 'Submitting...' : 'Continue with Email'}
              </Button>
            </form>
          </Card>
        </div>
      </section>
    </PageLayout>
  );
}
