// The guided tour of the project screen (spec §1 "user tour"), on driver.js. Each step points at
// a `data-tour` attribute of the screen; a step whose element is not shown (the side panel on a
// narrow screen) opens in the middle of the page instead.
import { driver, type DriveStep } from 'driver.js';
import 'driver.js/dist/driver.css';

/** The key remembered in the user's userTour once this tour is finished or skipped. */
export const PROJECT_TOUR_KEY = 'project-editor';

const at = (name: string) => `[data-tour="${name}"]`;

/** The shown one of the elements so marked (the side panel, or its drawer button when narrow). */
const shown = (name: string) => (): Element =>
  [...document.querySelectorAll(at(name))].find((el) => el.getClientRects().length > 0) ??
  document.querySelector(at(name))!;

export const PROJECT_TOUR_STEPS: DriveStep[] = [
  {
    element: at('project-tabs'),
    popover: {
      title: 'Your project, tab by tab',
      description:
        'Details names the project and its site; Settings holds the codes, factors and units the design uses.',
    },
  },
  {
    element: at('tab-input'),
    popover: {
      title: 'Inputs',
      description:
        'Enter the tracker rows, piles and loads here, by the forms or by importing a template. Save before you run.',
    },
  },
  {
    element: at('tab-result'),
    popover: {
      title: 'Run and results',
      description:
        'Run the design here once the input is saved. The results list each pile with its section, embedment and checks, and make the report.',
    },
  },
  {
    element: shown('project-aside'),
    popover: {
      title: 'Workflow',
      description:
        'Who owns the project, its last run and its review: send it for review, follow the approvals and the comments here.',
    },
  },
];

/**
 * Starts the tour; `onEnd` runs once when it closes, whether finished or skipped (the close
 * button, Escape or a click outside), so either way it is not shown again by itself. The
 * returned function takes the tour away without calling `onEnd` (the screen is left).
 */
export function startProjectTour(onEnd: () => void): () => void {
  const tour = driver({
    showProgress: true,
    allowClose: true,
    nextBtnText: 'Next',
    prevBtnText: 'Back',
    doneBtnText: 'Done',
    steps: PROJECT_TOUR_STEPS,
    // Every way the user ends it (Done, close, Escape, a click outside) comes here, at any moment
    // (onDestroyed is skipped when closed before the first highlight has finished); destroy()
    // from the code does not.
    onDestroyStarted: () => {
      onEnd();
      tour.destroy();
    },
  });
  tour.drive();
  return () => tour.destroy();
}
