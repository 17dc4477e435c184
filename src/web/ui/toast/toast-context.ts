import { createContext, useContext } from 'react';

export type ToastVariant = 'default' | 'error';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export type ShowToast = (options: ToastOptions) => void;

export const ToastContext = createContext<ShowToast | null>(null);

/** `toast({ title, description?, variant? })`; only valid under a <ToastProvider>. */
export function useToast(): { toast: ShowToast } {
  const toast = useContext(ToastContext);
  // Failing loudly beats a toast silently going nowhere because a provider is missing.
  if (!toast) throw new Error('useToast() must be called under a <ToastProvider>');
  return { toast };
}
