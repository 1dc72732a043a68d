import { MESSAGES } from '@wonderkin/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, Icon, PageLayout, usePageTitle, useToast } from '../../components';
import { generateLead } from '../../lib/analytics';
import { ApiError } from '../../lib/api';
import { useRegister } from '../../lib/auth';
import { config } from '../../lib/config';
import { setCookie } from '../../lib/cookies';
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

/**
 * /login (spec §2): one email field for both sign-in and registration. A new email is signed in at once; an email
 * that has an account gets a one-time link by email, which comes back here as /login?token=… and signs in.
 * The user-id cookie the page keeps is only a hint that this browser signed in; the server session is the identity.
 */
export default function LoginPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [email, setEmail] = useState('');
  /** The email of an account was entered: a sign-in link went to it. */
  const [linkSent, setLinkSent] = useState(false);
  /** The form's own check failed (blank or malformed email): its message, until the email is edited. */
  const [invalid, setInvalid] = useState<string | null>(null);
  const registration = useRegister();
  const navigate = useNavigate();
  const toast = useToast();
  const inputId = useId();
  const errorId = useId();
  const submitting = registration.isPending;
  const error = invalid ?? (registration.isError ? loginErrorMessage(registration.error) : null);
  usePageTitle('Login or Register');

  const signedIn = (userId: string) => {
    setCookie(config.userIdCookie, userId);
    toast.success(MESSAGES.loggedIn);
    navigate('/ask', { replace: true });
  };

  // The emailed link: spent once (a link works once, so a re-run of this effect must not send it again).
  const verification = useVerifyLogin();
  const verifying = useRef(false);
  useEffect(() => {
    if (!token || verifying.current) return;
    verifying.current = true;
    verification.mutate(token, {
      onSuccess: ({ userId }) => signedIn(userId),
      onError: (failure) => toast.error(loginErrorMessage(failure)),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per token
  }, [token]);

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
    setLinkSent(false);
    registration.mutate(value, {
      onSuccess: (answer) => {
        generateLead(value);
        if ('userId' in answer) {
          signedIn(answer.userId);
          return;
        }
        setLinkSent(true);
      },
      onError: (failure) => toast.error(loginErrorMessage(failure)),
    });
  };

  return (
    <PageLayout className="account">
      <section className="section">
        <div className="container account__inner">
          <Card padding="lg" className="account__card">
            <span className="account__icon">
              <Icon name="mail" size={28} />
            </span>
            <h1 className="account__title">Login or Register</h1>
            {token ? (
              <p className={verification.isError ? 'account__error' : 'muted'} role={verification.isError ? 'alert' : 'status'}>
                {verification.isError ? loginErrorMessage(verification.error) : 'Signing you in...'}
              </p>
            ) : null}
            {linkSent ? (
              <p className="account__sent" role="status">
                {MESSAGES.signInLinkSent}
              </p>
            ) : null}
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
                <p id={errorId} className="account__error" role="alert">
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
