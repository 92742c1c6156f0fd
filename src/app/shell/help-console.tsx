/**
 * The help console (spec section 2): help center, consultation and feedback, each only when enabled in the guide
 * settings; consultation only once the chat script has loaded, which starts 5 s after the page. It is a round button
 * in the bottom-right corner that opens its entries above it, so it hides as little of the page as it can.
 */
import { Box, Button, IconButton, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BookOpen, CircleHelp, MessageCircle, MessageSquare, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { HpcGuideSettings } from '@/api/generated/model/hpcGuideSettings';

export const CHAT_SCRIPT_DELAY_MS = 5000;

const PANEL_ID = 'hpc-help-entries';

/** The chat widget's global, set by the consultation script (ADR 0005). */
declare global {
  interface Window {
    hpcConsultation?: { open(): void };
  }
}

export function useChatScript(url: string | undefined, delayMs = CHAT_SCRIPT_DELAY_MS): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!url) return undefined;
    let script: HTMLScriptElement | undefined;
    const timer = setTimeout(() => {
      script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => setLoaded(true);
      script.onerror = () => console.warn('HPC console: the consultation script did not load', url);
      document.body.appendChild(script);
    }, delayMs);
    return () => {
      clearTimeout(timer);
      script?.remove();
    };
  }, [url, delayMs]);
  return loaded;
}

export function HelpConsole({ guide }: { guide: HpcGuideSettings | undefined }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const consultationUrl = guide?.consultation?.enabled ? guide.consultation.script_url : undefined;
  const chatLoaded = useChatScript(consultationUrl);
  const help = guide?.help_center?.enabled ? guide.help_center.url : undefined;
  const feedback = guide?.feedback?.enabled ? guide.feedback.url : undefined;
  if (!help && !feedback && !chatLoaded) return null;
  // A round button in the corner (it covers little of the page); its entries open above it.
  return (
    <Box as="aside" aria-label={t`Help`} position="fixed" right="4" bottom="4" zIndex="sticky">
      <Stack gap="2" align="flex-end">
        {open && (
          <Stack id={PANEL_ID} gap="1" bg="bg.panel" borderWidth="1px" rounded="l2" shadow="md" p="2">
            {help && (
              <Button asChild size="xs" variant="ghost" justifyContent="flex-start">
                <a href={help} target="_blank" rel="noreferrer">
                  <BookOpen size={14} /> <Trans>Help center</Trans>
                </a>
              </Button>
            )}
            {chatLoaded && (
              <Button size="xs" variant="ghost" justifyContent="flex-start" onClick={() => window.hpcConsultation?.open()}>
                <MessageCircle size={14} /> <Trans>Consultation</Trans>
              </Button>
            )}
            {feedback && (
              <Button asChild size="xs" variant="ghost" justifyContent="flex-start">
                <a href={feedback} target="_blank" rel="noreferrer">
                  <MessageSquare size={14} /> <Trans>Feedback</Trans>
                </a>
              </Button>
            )}
          </Stack>
        )}
        <IconButton
          aria-label={open ? t`Close help` : t`Open help`}
          aria-expanded={open}
          aria-controls={open ? PANEL_ID : undefined}
          rounded="full"
          size="sm"
          variant="outline"
          bg="bg.panel"
          shadow="md"
          onClick={() => setOpen(!open)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
        >
          {open ? <X /> : <CircleHelp />}
        </IconButton>
      </Stack>
    </Box>
  );
}
