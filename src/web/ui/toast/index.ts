export { ToastProvider, TOAST_DURATION_MS } from './toast-provider';
export { useToast, type ToastOptions, type ToastVariant, type ShowToast } from './toast-context';
