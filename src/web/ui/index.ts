export { theme, type Theme } from './theme';
export { GlobalStyle } from './global-style';
export { Button, ButtonLink, type ButtonVariant } from './button';
export { TerminalWindow, PromptLine, type TerminalWindowProps } from './terminal-window';
export { Dialog, type DialogProps } from './dialog';
export { ToastProvider, useToast, TOAST_DURATION_MS, type ToastOptions, type ToastVariant, type ShowToast } from './toast';
export { PricingDialog, PRICING_DIALOG_TITLE, type PricingDialogProps } from './pricing-dialog';
export { PageHeader, PageTitle, Actions, InlineList, CardGrid, Card, EmptyState, Panel, Field, Select, TextInput } from './page';
