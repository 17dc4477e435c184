import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { LABELS } from '../../../shared/messages';
import { normalizeSiteUrl } from '../../../shared/url-rules';
import { Button, PromptLine } from '../../ui';

const Input = styled.input`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.color.background};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
`;

const ErrorText = styled.p`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.red};
`;

export interface UrlFormProps {
  busy: boolean;
  onAnalyze: (url: string) => void;
}

/** The site URL form: spec §5 validation before anything is sent; the field itself is form state. */
export function UrlForm({ busy, onAnalyze }: UrlFormProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const check = normalizeSiteUrl(value);
    if (!check.ok) return setError(check.error);
    setError(null);
    onAnalyze(check.url);
  }

  return (
    <form onSubmit={submit} noValidate>
      <PromptLine>
        <Input
          type="url"
          inputMode="url"
          aria-label="Website URL"
          placeholder="yourwebsite.com"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? 'site-url-error' : undefined}
        />
        <Button type="submit" disabled={busy || value.trim() === ''}>
          {busy ? LABELS.analyzing : LABELS.analyzeSite}
        </Button>
      </PromptLine>
      {error && (
        <ErrorText id="site-url-error" role="alert">
          {error}
        </ErrorText>
      )}
    </form>
  );
}
