import { createAvatar } from '@dicebear/core';
import { lorelei } from '@dicebear/collection';
import { useMemo } from 'react';
import styled from 'styled-components';

const Img = styled.img`
  flex: none;
  width: ${({ theme }) => theme.layout.avatarSize};
  height: ${({ theme }) => theme.layout.avatarSize};
  border-radius: 50%;
  background: ${({ theme }) => theme.color.raised};
  border: 1px solid ${({ theme }) => theme.color.border};
`;

/** SVG data URI drawn locally from the seed (Lorelei, CC0 artwork): no request leaves the page. */
function avatarDataUri(seed: string): string {
  return createAvatar(lorelei, { seed }).toDataUri();
}

/** Decorative by default (empty alt): the person's name is always printed next to it. */
export function Avatar({ seed, alt = '' }: { seed: string; alt?: string }) {
  const src = useMemo(() => avatarDataUri(seed), [seed]);
  return <Img src={src} alt={alt} width={40} height={40} />;
}
