import type { ConnectableLabel, ConnectionDraft } from '../../src/shared/contracts/publishing';

/** The inputs of a connection form, by field name (PUBLISHING_MESSAGES.fields has their labels). */
export type FieldName = 'siteUrl' | 'username' | 'applicationPassword' | 'adminUrl' | 'adminApiKey' | 'url';

/** Which fields each card's form asks for, in order; the secret ones are password inputs. */
export const FORM_FIELDS: Record<ConnectableLabel, readonly FieldName[]> = {
  WordPress: ['siteUrl', 'username', 'applicationPassword'],
  Ghost: ['adminUrl', 'adminApiKey'],
  Zapier: ['url'],
  Custom: ['url'],
};
export const SECRET_FIELDS: ReadonlySet<FieldName> = new Set(['applicationPassword', 'adminApiKey']);

/** WordPress and Ghost details can be checked before saving; a webhook is tested once saved (its secret is made then). */
export const testableBeforeSaving = (label: ConnectableLabel) => label === 'WordPress' || label === 'Ghost';

/** The form's text as the API's connection details (the server validates them). */
export function draftOf(label: ConnectableLabel, fields: Partial<Record<FieldName, string>>): ConnectionDraft {
  const v = (name: FieldName) => (fields[name] ?? '').trim();
  switch (label) {
    case 'WordPress':
      return { kind: 'wordpress', siteUrl: v('siteUrl'), username: v('username'), applicationPassword: v('applicationPassword') };
    case 'Ghost':
      return { kind: 'ghost', adminUrl: v('adminUrl'), adminApiKey: v('adminApiKey') };
    case 'Zapier':
    case 'Custom':
      return { kind: 'webhook', label, url: v('url') };
  }
}
