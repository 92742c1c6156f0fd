/**
 * The toast store, the toasts' region and their look (Chakra v3 toaster). Loaded after the first render, by
 * <Toaster> in ./toaster.tsx: the toast machines are not needed to paint a page. The store takes over the toasts
 * `toaster` kept until it came.
 */
import { Toaster as ChakraToaster, createToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';
import { attachToastStore, TOASTER_PROPS } from './toast-store';

const toaster = createToaster({ ...TOASTER_PROPS });
attachToastStore(toaster);

export default function ToasterRegion() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {/* Chakra dims the description (opacity 0.8): 3.5:1 on the error toast's red, under WCAG AA's 4.5:1 (axe). */}
              {toast.description && <Toast.Description opacity="1">{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
