import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** Text of a routing failure: "404 Not Found", an Error's message, or the thrown value. */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const data = typeof error.data === 'string' ? error.data : (error.data as { message?: string } | undefined)?.message;
    return [String(error.status), error.statusText, data && data !== error.statusText ? `— ${data}` : '']
      .filter(Boolean)
      .join(' ');
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? 'Unknown error';
  } catch {
    return 'Unknown error';
  }
}

/**
 * errorElement of the root route: shown for routing failures (a loader throws, a page chunk fails to load).
 * It renders outside AppLayout, so it uses no providers; plain anchors reload the app from scratch.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = describeRouteError(error);
  if (error) console.error('Route error:', error);
  return (
    <main id="main" className="route-error">
      <div className="route-error__card" role="alert">
        <h1>Unexpected Application Error!</h1>
        <p className="route-error__detail">{detail}</p>
        <p>
          <a href="/" className="btn btn--primary btn--md">
            Return to Home
          </a>{' '}
          <a href={typeof window !== 'undefined' ? window.location.href : '/'} className="btn btn--secondary btn--md">
            Try again
          </a>
        </p>
      </div>
    </main>
  );
}

export default RouteError;
