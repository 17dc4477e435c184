import styled from 'styled-components';
import { Lead } from '../landing.styles';

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.font.size.sm};

  th,
  td {
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    color: ${({ theme }) => theme.color.primary};
  }
  tbody th {
    color: ${({ theme }) => theme.color.text};
    font-weight: 400;
  }
  td {
    color: ${({ theme }) => theme.color.muted};
  }
  td:nth-child(2) {
    color: ${({ theme }) => theme.color.primary};
  }
`;

const Caption = styled.caption`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  text-align: left;
  color: ${({ theme }) => theme.color.muted};
`;

const ROWS: [string, string, string, string][] = [
  ['Time to first article', 'Seconds to minutes', '1–2 weeks', 'An hour of prompting'],
  ['Topic research from your own site', 'Automatic', 'Briefing calls', 'You write the prompt'],
  ['Google, Reddit, Quora and YouTube research', 'Included', 'Depends on the writer', 'No'],
  ['Internal links to your pages', 'Automatic', 'Sometimes', 'No'],
  ['Passes AI detectors', 'Yes', 'Yes', 'Rarely'],
  ['Cost per article', 'From $4.90', '$150–$500', 'Your time'],
];

export function Comparison() {
  return (
    <>
      <Lead>How an article gets written with RankScribe, with a freelance writer and with a general AI chat.</Lead>
      {/* Focusable so keyboard users can scroll the table sideways on narrow screens. */}
      <Scroll tabIndex={0} role="region" aria-label="Comparison table">
        <Table>
          <Caption>RankScribe compared with a freelance writer and a general AI chat</Caption>
          <thead>
            <tr>
              <th scope="col">What you get</th>
              <th scope="col">RankScribe</th>
              <th scope="col">Freelance writer</th>
              <th scope="col">General AI chat</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map(([label, ours, freelance, chat]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{ours}</td>
                <td>{freelance}</td>
                <td>{chat}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
    </>
  );
}
