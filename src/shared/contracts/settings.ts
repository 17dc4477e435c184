import { z } from 'zod';

/**
 * Settings for subscribers (issue 17). The name is user metadata in Supabase Auth (`display_name`,
 * saved with `auth.updateUser`); the toggles are the user's row of `user_settings`, read and
 * upserted by the browser through REST under RLS. Shared by the browser and the machine.
 */

/** The Name input's limit, the same as the local sign-in form's name. */
export const DISPLAY_NAME_MAX = 100;

/** What the Settings form edits and saves. */
export interface SettingsValues {
  /** The name the user chose; empty means "no chosen name" (the provider's full_name shows). */
  name: string;
  emailNotifications: boolean;
  campaignAlerts: boolean;
}

/** What the form shows: the values, and the account's e-mail (read-only). */
export interface LoadedSettings {
  values: SettingsValues;
  email: string;
}

/** The row of user_settings, as REST answers it. */
export const userSettingsRowSchema = z.object({ email_notifications: z.boolean(), campaign_alerts: z.boolean() });
export type UserSettingsRow = z.infer<typeof userSettingsRowSchema>;

/** A user without a row yet: both on, as the spec's placeholder shows them (and the columns' defaults). */
export const DEFAULT_SETTINGS_ROW: UserSettingsRow = { email_notifications: true, campaign_alerts: true };
