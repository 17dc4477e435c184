import styled from 'styled-components';
import { LABELS } from '../../../shared/messages';
import { Button } from '../../ui';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  list-style: none;
`;

const Topic = styled.button<{ $selected: boolean }>`
  width: 100%;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  text-align: left;
  font: inherit;
  color: ${({ theme, $selected }) => ($selected ? theme.color.onPrimary : theme.color.text)};
  background: ${({ theme, $selected }) => ($selected ? theme.color.primary : theme.color.raised)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
  }
`;

export interface TopicPickerProps {
  topics: string[];
  selected: string | null;
  disabled: boolean;
  canGenerate: boolean;
  onSelect: (topic: string) => void;
  onGenerate: () => void;
}

export function TopicPicker({ topics, selected, disabled, canGenerate, onSelect, onGenerate }: TopicPickerProps) {
  return (
    <div>
      <List aria-label="Recommended topics">
        {topics.map((topic) => (
          <li key={topic}>
            <Topic type="button" $selected={topic === selected} aria-pressed={topic === selected} disabled={disabled} onClick={() => onSelect(topic)}>
              {topic}
            </Topic>
          </li>
        ))}
      </List>
      {selected && (
        <List as="div">
          <Button onClick={onGenerate} disabled={!canGenerate}>{LABELS.generateArticle(selected)}</Button>
        </List>
      )}
    </div>
  );
}
