import { useEffect } from 'react';
import { BUSINESS } from '../../shared/constants';

export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title
      ? `${title} · ${BUSINESS.name}`
      : `${BUSINESS.name} — ${BUSINESS.tagline}`;
  }, [title]);
}
