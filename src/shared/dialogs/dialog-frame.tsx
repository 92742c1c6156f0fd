/**
 * The frame of every dialog of the console: backdrop, title, body, footer and the close button, mounted only while
 * open. While `busy` (a change being sent) it cannot be dismissed: not by Escape, the backdrop or the close button.
 * `wrap` puts header, body and footer inside one element (ActionDialog's form, so Enter submits it).
 */
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DialogFrameProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** A change is being sent: the dialog stays open. */
  busy?: boolean;
  /** Dialog width. Default md. */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** alertdialog for irreversible actions. Default dialog. */
  role?: 'dialog' | 'alertdialog';
  /** The body scrolls inside the dialog (long content) instead of the page. */
  scrollInside?: boolean;
  /** Wraps header, body and footer (e.g. in a form). */
  wrap?(content: ReactNode): ReactNode;
}

export function DialogFrame({
  open,
  onClose,
  title,
  children,
  footer,
  busy = false,
  size = 'md',
  role = 'dialog',
  scrollInside = false,
  wrap,
}: DialogFrameProps) {
  const content = (
    <>
      <Dialog.Header>
        <Dialog.Title wordBreak="break-word">{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>{children}</Dialog.Body>
      {footer !== undefined && <Dialog.Footer>{footer}</Dialog.Footer>}
    </>
  );
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
      role={role}
      size={size}
      lazyMount
      unmountOnExit
      closeOnInteractOutside={!busy}
      scrollBehavior={scrollInside ? 'inside' : 'outside'}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {wrap ? wrap(content) : content}
            <Dialog.CloseTrigger asChild disabled={busy}>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
