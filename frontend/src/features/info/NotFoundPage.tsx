import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ButtonLink, Icon, PageLayout, usePageTitle } from '../../components';
import { pageNotFound } from '../../lib/analytics';
import './info.css';

/** Any unknown path (spec §2): '404', 'Oops! Page not found', 'Return to Home'. The path is logged. */
export default function NotFoundPage() {
  const { pathname, search } = useLocation();
  const path = pathname + search;
  usePageTitle('Page not found');
  useEffect(() => {
    console.warn(`404: no page at ${path}`);
    pageNotFound(path);
  }, [path]);

  return (
    <PageLayout>
      <section className="section not-found">
        <div className="container not-found__inner">
          <p className="not-found__code" aria-hidden="true">
            404
          </p>
          <h1>
            <span className="visually-hidden">404: </span>Oops! Page not found
          </h1>
          <p className="muted">
            We looked everywhere, but there is no page at <code className="not-found__path">{pathname}</code>.
          </p>
          <ButtonLink to="/" size="lg" icon={<Icon name="home" />}>
            Return to Home
          </ButtonLink>
        </div>
      </section>
    </PageLayout>
  );
}
