import { MESSAGES } from '@wonderkin/shared';
import { useSearchParams } from 'react-router-dom';
import { Button, ButtonLink, Card, Icon, PageLayout, usePageTitle } from '../../components';
import { errorMessage } from '../../lib/api';
import { useUnsubscribe } from './api/unsubscribe';
import './free.css';

/**
 * /unsubscribe?token=… (the link in every weekly email): says what happens, and a button POSTs /api/unsubscribe with
 * the token. The answer's message (or the error's) is shown; nothing happens on a mere visit (mail scanners open links).
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const request = useUnsubscribe();
  usePageTitle('Unsubscribe');

  return (
    <PageLayout className="unsubscribe">
      <section className="section">
        <div className="container unsubscribe__inner">
          <Card padding="lg" className="unsubscribe__card">
            <span className="unsubscribe__icon" aria-hidden="true">
              <Icon name="mail" size={28} />
            </span>
            <h1 className="unsubscribe__title">Unsubscribe from weekly lessons</h1>
            {request.isSuccess ? (
              <>
                <p className="unsubscribe__done" role="status">
                  {request.data.message}
                </p>
                <p className="muted">Changed your mind? You can sign up again at any time.</p>
                <ButtonLink to="/free" variant="secondary">
                  Free weekly lessons
                </ButtonLink>
              </>
            ) : token ? (
              <>
                <p>
                  Press the button to stop the free weekly lesson emails sent to your address. We will not send you weekly
                  lessons after that, and you can sign up again whenever you like.
                </p>
                {request.isError ? (
                  <p className="unsubscribe__error" role="alert">
                    {errorMessage(request.error, MESSAGES.researchFailed)}
                  </p>
                ) : null}
                <Button size="lg" block loading={request.isPending} onClick={() => request.mutate(token)}>
                  {request.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
                </Button>
              </>
            ) : (
              <>
                <p className="unsubscribe__error" role="alert">
                  {MESSAGES.unsubscribeTokenInvalid}
                </p>
                <ButtonLink to="/" variant="secondary">
                  Return to Home
                </ButtonLink>
              </>
            )}
          </Card>
        </div>
      </section>
    </PageLayout>
  );
}
