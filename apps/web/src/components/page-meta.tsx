import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../config/paths';

type Meta = { title: string; description: string };

export const DEFAULT_META: Meta = {
  title: 'PileWise: steel pile foundation design for solar trackers',
  description:
    'Design steel pile foundations for single-axis solar trackers: soil p-y analysis, load combinations, seismic, frost and corrosion checks, reports, review and stamping.',
};

// Spec §2: title and description set per path for these pages, a default for the rest.
export const PAGE_META: Record<string, Meta> = {
  [paths.signIn]: {
    title: 'Sign in | PileWise',
    description: 'Sign in to PileWise to design, run and report steel pile foundations for solar trackers.',
  },
  [paths.docs]: {
    title: 'Documentation | PileWise',
    description:
      'How to use PileWise: projects, design inputs, results, design modes, review queue, user management and release notes.',
  },
  [paths.terms]: {
    title: 'Terms and Conditions | PileWise',
    description:
      'The terms under which PileWise, a software-as-a-service for pile foundation design, is offered.',
  },
  [paths.privacy]: {
    title: 'Privacy Policy | PileWise',
    description: 'What personal data PileWise collects, how it is used and protected, and your choices.',
  },
};

export function metaForPath(pathname: string): Meta {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGE_META[clean] ?? DEFAULT_META;
}

function setMetaDescription(content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  tag.content = content;
}

export function PageMeta() {
  const { pathname } = useLocation();
  useEffect(() => {
    const meta = metaForPath(pathname);
    document.title = meta.title;
    setMetaDescription(meta.description);
  }, [pathname]);
  return null;
}
