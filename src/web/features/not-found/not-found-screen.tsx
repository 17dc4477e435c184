import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../ui/button';

const Screen = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(16)} ${({ theme }) => theme.space(4)};
  text-align: center;
`;

const Code = styled.h1`
  margin: 0;
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export function NotFoundScreen() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <Screen>
      <Code>404</Code>
      <Message>Oops! Page not found</Message>
      <ButtonLink to="/">Return to Home</ButtonLink>
    </Screen>
  );
}
