import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Field, Panel, TextInput } from '../../ui';

const Toggle = styled.label`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  & > input {
    width: ${({ theme }) => theme.space(5)};
    height: ${({ theme }) => theme.space(5)};
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

// A field and its hint, close together; the hint stays out of the label so it is no part of the input's name.
const FieldWithHint = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

function Labelled({ hint, hintId, children }: { hint?: string; hintId: string; children: ReactNode }) {
  if (!hint) return children;
  return (
    <FieldWithHint>
      {children}
      <span id={hintId}>{hint}</span>
    </FieldWithHint>
  );
}

type InputProps = InputHTMLAttributes<HTMLInputElement>;

export interface SettingsFormProps {
  onSubmit: () => void;
  /** Extra attributes of each input: uncontrolled for the placeholder, controlled for a subscriber. */
  name: InputProps;
  email: InputProps;
  emailNotifications: InputProps;
  campaignAlerts: InputProps;
  apiKeyPlaceholder: string;
  /** Under the Name and Email inputs, when the screen has something to say about them. */
  nameHint?: string;
  emailHint?: string;
  busy?: boolean;
  /** Shown beside 'Save Changes': the outcome of the last save. */
  status?: ReactNode;
}

/**
 * The Settings form of spec §2 — profile (name, e-mail), notification toggles, the read-only API
 * key and 'Save Changes' — drawn once for the placeholder and for a subscriber.
 */
export function SettingsForm(props: SettingsFormProps) {
  return (
    <form
      aria-busy={props.busy}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <Panel aria-labelledby="settings-profile">
        <h2 id="settings-profile">Profile Settings</h2>
        <Labelled hint={props.nameHint} hintId="settings-name-hint">
          <Field>
            Name
            <TextInput name="name" autoComplete="name" aria-describedby={props.nameHint ? 'settings-name-hint' : undefined} {...props.name} />
          </Field>
        </Labelled>
        <Labelled hint={props.emailHint} hintId="settings-email-hint">
          <Field>
            Email
            <TextInput
              name="email"
              type="email"
              autoComplete="email"
              aria-describedby={props.emailHint ? 'settings-email-hint' : undefined}
              {...props.email}
            />
          </Field>
        </Labelled>
      </Panel>
      <Panel aria-labelledby="settings-notifications">
        <h2 id="settings-notifications">Notification Settings</h2>
        <Toggle>
          Email Notifications
          <input type="checkbox" role="switch" name="emailNotifications" {...props.emailNotifications} />
        </Toggle>
        <Toggle>
          Campaign Alerts
          <input type="checkbox" role="switch" name="campaignAlerts" {...props.campaignAlerts} />
        </Toggle>
      </Panel>
      <Panel aria-labelledby="settings-api">
        <h2 id="settings-api">API Settings</h2>
        <Field>
          API Key
          <TextInput name="apiKey" readOnly placeholder={props.apiKeyPlaceholder} />
        </Field>
      </Panel>
      <Button type="submit" disabled={props.busy}>
        Save Changes
      </Button>
      {props.status}
    </form>
  );
}
