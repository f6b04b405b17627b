import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorNotice } from '@/components/errors/error-notice';

/** Shown in place of a page whose code failed to load or render. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    return <ErrorNotice heading={`${error.status} ${error.statusText}`} />;
  }
  console.error('A page failed to load or render.', error);
  return <ErrorNotice />;
}
