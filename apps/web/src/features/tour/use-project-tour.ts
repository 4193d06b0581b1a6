import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { User } from '@pilewise/contracts';
import { useUpdateUserTour } from './api/update-user-tour';
import { PROJECT_TOUR_KEY, startProjectTour } from './project-tour';

/** The search parameter the account menu's "Take the tour" adds to start it again. */
export const TOUR_PARAM = 'tour';

/**
 * Shows the project tour on the user's first visit to a saved project (their userTour lacks its
 * key) or when asked (?tour=1), and remembers it as seen when it ends, finished or skipped.
 * Leaving the screen takes it away without remembering it. Not by itself on the New project
 * form: its overlay takes the first click to close it, and there a first-time user's first
 * click is Save project (it only closed the tour); the tour waits for the saved project, whose
 * tabs it describes.
 */
export function useProjectTour(user: User, projectSaved: boolean): void {
  const [search, setSearch] = useSearchParams();
  const asked = search.get(TOUR_PARAM) === '1';
  const show = asked || (projectSaved && !user.userTour.includes(PROJECT_TOUR_KEY));
  const { mutate: remember } = useUpdateUserTour();
  // The latest callbacks, read when the tour ends: a new search (a tab in the URL) must not restart it.
  const onEnd = useRef(() => {});
  useEffect(() => {
    onEnd.current = () => {
      remember({ pageKeys: [PROJECT_TOUR_KEY] });
      setSearch(
        (s) => {
          s.delete(TOUR_PARAM);
          return s;
        },
        { replace: true },
      );
    };
  });

  useEffect(() => {
    if (!show) return;
    return startProjectTour(() => onEnd.current());
  }, [show]);
}
