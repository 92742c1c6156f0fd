/** /404: "Sorry, page does not exist yet", then the index after a visible countdown (spec section 8). */
import { Button, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { FullPageNotice } from '../startup/full-page';

export const NOT_FOUND_SECONDS = 5;

export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [sec, setSec] = useState(NOT_FOUND_SECONDS);
  useEffect(() => {
    document.title = t`Sorry, page does not exist yet`;
  }, [t]);
  useEffect(() => {
    if (sec <= 0) {
      navigate('/', { replace: true });
      return undefined;
    }
    const timer = setTimeout(() => setSec((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [sec, navigate]);
  return (
    <FullPageNotice
      title={t`Sorry, page does not exist yet`}
      action={
        <Button colorPalette="blue" onClick={() => navigate('/', { replace: true })}>
          <Trans>Go to index page now</Trans>
        </Button>
      }
    >
      <Text aria-live="polite" data-testid="countdown">
        <Trans>
          Go to index page in <Plural value={sec} one="# second" other="# seconds" />
        </Trans>
      </Text>
    </FullPageNotice>
  );
}
