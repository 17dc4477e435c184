import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { ToastContext, type ToastOptions } from './toast-context';

/** Long enough to read a two-line toast; the dismiss button closes it sooner. */
export const TOAST_DURATION_MS = 5000;

interface ShownToast extends ToastOptions {
  id: number;
}

const Region = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.layer.toast};
  right: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(4)};
  left: ${({ theme }) => theme.space(4)};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  pointer-events: none;
`;

const Item = styled.div<{ $error: boolean }>`
  pointer-events: auto;
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  width: min(100%, 24rem);
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.raised};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: ${({ theme }) => theme.space(1)} solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  ${({ $error }) =>
    $error &&
    css`
      border-left-color: ${({ theme }) => theme.color.red};
    `}
`;

const Text = styled.div`
  flex: 1;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const Title = styled.strong<{ $error: boolean }>`
  color: ${({ theme, $error }) => ($error ? theme.color.red : theme.color.primary)};
`;

const Description = styled.span`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Dismiss = styled.button`
  padding: 0 ${({ theme }) => theme.space(1)};
  background: none;
  border: 0;
  color: ${({ theme }) => theme.color.muted};
  font: inherit;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.text};
  }
`;

function ToastItem({ toast, onDismiss }: { toast: ShownToast; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onDismiss]);
  const error = toast.variant === 'error';
  return (
    <Item $error={error}>
      <Text>
        <Title $error={error}>{toast.title}</Title>
        {toast.description && <Description>{toast.description}</Description>}
      </Text>
      <Dismiss type="button" aria-label={`Dismiss: ${toast.title}`} onClick={() => onDismiss(toast.id)}>
        ×
      </Dismiss>
    </Item>
  );
}

/**
 * Holds the visible toasts and renders them in one polite live region. The region stays mounted
 * while empty, because screen readers only announce changes to a live region they already know.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(0);

  const toast = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    const shown = { ...options, id: nextId.current };
    setToasts((current) => [...current, shown]);
  }, []);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((t) => t.id !== id));
  }, []);

  return (
    <ToastContext.Provider value={toast}>
      {children}
      <Region role="status" aria-live="polite" aria-label="Notifications">
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} onDismiss={dismiss} />
        ))}
      </Region>
    </ToastContext.Provider>
  );
}
