import '../zod-jitless';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  DEFAULT_SETTINGS_ROW,
  userSettingsRowSchema,
  type LoadedSettings,
  type SettingsValues,
} from '../../shared/contracts/settings';
import { NOTICES } from '../../shared/messages';
import { nameFromMetadata } from '../../shared/user-name';

/**
 * Settings' calls, the same in both backend modes: the name is Supabase Auth user metadata
 * (`auth.updateUser`), the toggles the user's row of user_settings (REST read and upsert; RLS keeps
 * each user to their own row).
 */

async function signedInUser(supabase: SupabaseClient) {
  const { data, error } = await supabase.auth.getSession();
  if (error) throw new Error(error.message);
  if (!data.session) throw new Error(NOTICES.authenticationRequired.title);
  return data.session.user;
}

export async function loadSettings(supabase: SupabaseClient): Promise<LoadedSettings> {
  const user = await signedInUser(supabase);
  const { data, error } = await supabase.from('user_settings').select('email_notifications, campaign_alerts').eq('user_id', user.id).maybeSingle();
  if (error) throw new Error(error.message);
  const row = data === null ? DEFAULT_SETTINGS_ROW : userSettingsRowSchema.parse(data);
  return {
    email: user.email ?? '',
    values: { name: nameFromMetadata(user.user_metadata), emailNotifications: row.email_notifications, campaignAlerts: row.campaign_alerts },
  };
}

/**
 * Saves both; a failure of either rejects (both calls are idempotent, so saving again is safe).
 * An empty name deletes display_name, so the provider's full_name shows again.
 */
export async function saveSettings(supabase: SupabaseClient, values: SettingsValues): Promise<void> {
  const user = await signedInUser(supabase);
  const name = values.name.trim();
  const [profile, toggles] = await Promise.all([
    supabase.auth.updateUser({ data: { display_name: name || null } }),
    supabase
      .from('user_settings')
      .upsert({ user_id: user.id, email_notifications: values.emailNotifications, campaign_alerts: values.campaignAlerts }, { onConflict: 'user_id' }),
  ]);
  if (profile.error) throw new Error(profile.error.message);
  if (toggles.error) throw new Error(toggles.error.message);
}
