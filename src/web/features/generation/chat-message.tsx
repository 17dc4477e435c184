import { useMachine } from '@xstate/react';
import styled from 'styled-components';
import { typingMachine } from '../../../../machines/typing/typing.machine';
import { typingView } from '../../../../machines/typing/typing.view';
import type { ChatLine as Message } from '../../../../machines/chat/chat.view';
import { devInspect } from '../../services/inspector';
import { LABELS } from '../../../shared/messages';
import { Button } from '../../ui';

const Row = styled.li<{ $role: Message['role'] }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $role }) => ($role === 'user' ? 'flex-end' : 'flex-start')};
  gap: ${({ theme }) => theme.space(2)};
`;

const Bubble = styled.p<{ $role: Message['role'] }>`
  margin: 0;
  max-width: ${({ theme }) => theme.layout.proseWidth};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $role }) => ($role === 'user' ? theme.color.raised : theme.color.surface)};
  color: ${({ theme, $role }) => ($role === 'user' ? theme.color.text : theme.color.primary)};
  line-height: ${({ theme }) => theme.font.lineHeight.prose};
  white-space: pre-wrap;
`;

/** The full text is laid out invisibly so typing never shifts the layout (DESIGN.md: no CLS). */
const Reserve = styled.span`
  display: grid;
  & > * {
    grid-area: 1 / 1;
  }
`;

/** Transparent rather than visibility-hidden so screen readers get the whole message at once. */
const Hidden = styled.span`
  opacity: 0;
`;

function TypedText({ text }: { text: string }) {
  const [snapshot] = useMachine(typingMachine, { input: { text }, inspect: devInspect() });
  const typed = typingView(snapshot);
  return (
    <Reserve>
      <Hidden>{text}</Hidden>
      <span aria-hidden="true" data-testid="typed-text">
        {typed.text}
      </span>
    </Reserve>
  );
}

export interface ChatMessageProps {
  /** The message and the button the chat's view model attached to it, if any. */
  message: Message;
  onProceed: () => void;
  signInLabel: string;
  onSignIn: () => void;
}

export function ChatMessage({ message, onProceed, signInLabel, onSignIn }: ChatMessageProps) {
  const isBot = message.role === 'bot';
  return (
    <Row $role={message.role}>
      <Bubble $role={message.role}>{isBot ? <TypedText text={message.content} /> : message.content}</Bubble>
      {message.action === 'signIn' && <Button onClick={onSignIn}>{signInLabel}</Button>}
      {message.action === 'proceed' && <Button onClick={onProceed}>{LABELS.proceed}</Button>}
    </Row>
  );
}
