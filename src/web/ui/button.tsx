import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary';

/**
 * The command look: brackets drawn by CSS. `content: '[' / ''` gives the decoration an empty
 * alternative text, so the accessible name stays exactly the visible words; the first
 * declaration is the fallback for browsers without that syntax.
 */
const commandStyles = css<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: ${({ theme }) => theme.space(10)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 0.15s ease, color 0.15s ease;
  ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.color.primary};
          color: ${theme.color.onPrimary};
          &:hover:not(:disabled) {
            background: ${theme.color.text};
          }
        `
      : css`
          background: transparent;
          color: ${theme.color.primary};
          &:hover:not(:disabled) {
            background: ${theme.color.raised};
          }
        `}
  &::before {
    content: '[';
    content: '[' / '';
  }
  &::after {
    content: ']';
    content: ']' / '';
  }
  &:disabled {
    cursor: not-allowed;
    border-color: ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.muted};
  }
`;

/** A button whose accessible name is exactly its children. `type` defaults to "button". */
export const Button = styled.button.attrs<{ type?: string }>(({ type }) => ({ type: type ?? 'button' }))<{
  $variant?: ButtonVariant;
}>`
  ${commandStyles}
`;

/** An in-app link that looks like a command button. */
export const ButtonLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${commandStyles}
`;
