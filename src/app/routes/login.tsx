/** /login: the standalone sign-in page. */
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { LoginPage } from '@/features/session/login-page';

export function Component() {
  const { t } = useLingui();
  useEffect(() => {
    document.title = t`Sign in - High Performance Computing Console`;
  }, [t]);
  return <LoginPage />;
}
