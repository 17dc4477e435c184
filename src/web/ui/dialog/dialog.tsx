import * as RadixDialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.layer.dialog};
  background: ${({ theme }) => theme.color.background};
  opacity: 0.85;
`;

const Content = styled(RadixDialog.Content)<{ $width?: string }>`
  position: fixed;
  z-index: ${({ theme }) => theme.layer.dialog};
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  display: flex;
  flex-direction: column;
  width: min(calc(100vw - ${({ theme }) => theme.space(4)}), ${({ theme, $width }) => $width ?? theme.layout.dialogWidth});
  max-height: calc(100vh - ${({ theme }) => theme.space(8)});
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.raised};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Title = styled(RadixDialog.Title)`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.text};
`;

const Description = styled(RadixDialog.Description)`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)} 0;
  color: ${({ theme }) => theme.color.muted};
`;

const Close = styled(RadixDialog.Close)`
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  background: none;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.color.muted};
  font: inherit;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.text};
  }
`;

const Body = styled.div`
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(4)};
`;

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  description?: ReactNode;
  /** Maximum width; defaults to theme.layout.dialogWidth. */
  width?: string;
  children: ReactNode;
}

/**
 * A modal dialog (Radix): focus is trapped inside, Escape and the close button call onClose,
 * focus returns to the element that had it before opening, and the rest of the page is hidden
 * from assistive technology and pointer input while it is open.
 */
export function Dialog({ open, onClose, title, description, width, children }: DialogProps) {
  // Radix returns focus only to its own <Dialog.Trigger>; our dialogs are opened by state, so the
  // opener is remembered here. A layout effect runs before Radix moves focus into the dialog.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);

  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <RadixDialog.Portal>
        <Overlay />
        <Content
          $width={width}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          // Without a description Radix expects an explicit opt-out of aria-describedby.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Header>
            <Title>{title}</Title>
            <Close aria-label="Close">×</Close>
          </Header>
          {description && <Description>{description}</Description>}
          <Body>{children}</Body>
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
