import type { FormEvent } from 'react';
import styled from 'styled-components';
import type { ConnectionsView } from '../../../../machines/publishing/connections.view';
import { SECRET_FIELDS, type FieldName } from '../../../../machines/publishing/connection-draft';
import { PUBLISHING_MESSAGES as M } from '../../../shared/messages';
import { Actions, Button, Dialog, Field, TextInput } from '../../ui';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Result = styled.p<{ $ok: boolean }>`
  margin: 0;
  color: ${({ theme, $ok }) => ($ok ? theme.color.primary : theme.color.red)};
`;

const Secret = styled.code`
  display: block;
  padding: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.color.background};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  overflow-wrap: anywhere;
`;

const INPUT_TYPE: Partial<Record<FieldName, string>> = { siteUrl: 'url', adminUrl: 'url', url: 'url' };

export interface ConnectionFormProps {
  form: NonNullable<ConnectionsView['form']>;
  error: string | null;
  onField: (name: FieldName, value: string) => void;
  onTest: () => void;
  onSave: () => void;
  onCancel: () => void;
  onDone: () => void;
}

/** A card's connection form in a dialog; after saving, the confirmation (and a webhook's secret, once). */
export function ConnectionForm({ form, error, onField, onTest, onSave, onCancel, onDone }: ConnectionFormProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave();
  };
  return (
    <Dialog open onClose={form.saved ? onDone : onCancel} title={`Connect ${form.label}`} description={M.help[form.label]}>
      {form.saved ? (
        <Form as="div">
          <p role="status">{M.connected(form.label).description}</p>
          {form.signingSecret && (
            <>
              <p>{M.signingSecret}</p>
              <Secret aria-label="Signing secret">{form.signingSecret}</Secret>
            </>
          )}
          <Actions>
            <Button onClick={onDone}>{M.done}</Button>
          </Actions>
        </Form>
      ) : (
        <Form onSubmit={submit} aria-busy={form.busy}>
          {form.fields.map((field) => (
            <Field key={field.name}>
              {M.fields[field.name]}
              <TextInput
                name={field.name}
                type={SECRET_FIELDS.has(field.name) ? 'password' : (INPUT_TYPE[field.name] ?? 'text')}
                autoComplete={SECRET_FIELDS.has(field.name) ? 'new-password' : 'off'}
                value={field.value}
                readOnly={form.busy}
                required
                onChange={(e) => onField(field.name, e.target.value)}
              />
            </Field>
          ))}
          {form.testing && <p role="status">{M.testing}</p>}
          {form.check && (
            <Result role={form.check.ok ? 'status' : 'alert'} $ok={form.check.ok}>
              {form.check.text}
            </Result>
          )}
          {error && <Result role="alert" $ok={false}>{error}</Result>}
          <Actions>
            {form.canTest && (
              <Button type="button" $variant="secondary" onClick={onTest} disabled={form.busy}>
                {M.testConnection}
              </Button>
            )}
            <Button type="submit" disabled={form.busy}>
              {form.saving ? M.saving : M.save}
            </Button>
            <Button type="button" $variant="secondary" onClick={onCancel} disabled={form.busy}>
              {M.cancel}
            </Button>
          </Actions>
        </Form>
      )}
    </Dialog>
  );
}
