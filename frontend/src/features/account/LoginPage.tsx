import { MESSAGES } from '@wonderkin/shared';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Icon, PageLayout, usePageTitle, useToast } from '../../components';
import { generateLead } from '../../lib/analytics';
import { ApiError } from '../../lib/api';
import { useRegister } from '../../lib/auth';
import { config } from '../../lib/config';
import { setCookie } from '../../lib/cookies';
import './account.css';

/** Loose format check; the server validates for real. */
const looksLikeEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

/** The login failure texts of spec §8: the server's error, else 'Login/Registration failed.'; non-Errors: unknown. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? MESSAGES.loginFailed;
  if (error instanceof Error) return error.message || MESSAGES.loginFailed;
  return MESSAGES.unknownError;
}

/** /login (spec §2): one email field for both sign-in and registration. */
export default function LoginPage() {
  const [email, setEmail] = useState('');
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
    registration.mutate(value, {
      onSuccess: ({ userId }) => {
        setCookie(config.userIdCookie, userId);
        generateLead(value);
        toast.success(MESSAGES.loggedIn);
        navigate('/ask');
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
