export { PricingDialog, PRICING_DIALOG_TITLE, type PricingDialogProps } from './pricing-dialog';
