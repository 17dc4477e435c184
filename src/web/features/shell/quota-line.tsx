import styled from 'styled-components';
import { ARTICLES_MESSAGES } from '../../../shared/messages';
import { useAppSelector } from '../../store/hooks';
import { selectQuota } from '../../store/quota.slice';
import { selectIsSubscriber } from '../../store/subscription.slice';

const Line = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** "7 of 20 articles left this month, renews on 1 December 2026" — subscribers only (issue 17). */
export function QuotaLine() {
  const isSubscriber = useAppSelector(selectIsSubscriber);
  const quota = useAppSelector(selectQuota);
  if (!isSubscriber || !quota) return null;
  const renewsOn = new Date(quota.renewsAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <Line role="status" aria-live="polite">
      {ARTICLES_MESSAGES.quotaLine(quota.remaining, quota.limit, renewsOn)}
    </Line>
  );
}
