import styled from 'styled-components';
import { CommandLink, Lead } from '../landing.styles';

const Box = styled.div`
  padding: ${({ theme }) => theme.space(8)};
  border: 1px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
`;

export function CallToAction() {
  return (
    <Box>
      <Lead>
        Your first blog in seconds, high converting and written for your site. No credit card required, and a
        30-day money-back guarantee when you upgrade.
      </Lead>
      <CommandLink href="/app" $primary>
        Write my first article
      </CommandLink>
    </Box>
  );
}
