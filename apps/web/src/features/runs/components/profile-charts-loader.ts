import { preloadable } from '../../../lib/preloadable';

// A pier's profile charts (echarts), loaded on demand or ahead: the project editor loads them in
// idle time, so that they appear with the first result shown (a lazy component suspends at its
// first render, and React holds content back ~300 ms after a fallback). Its own module, so that a
// preload pulls nothing of the result view into the editor's chunk.
const profileCharts = preloadable(() => import('./profile-charts').then((m) => m.default));

export const ProfileCharts = profileCharts.Component;
/** Loads a pier's profile charts ahead of the first result shown. */
export const preloadProfileCharts = profileCharts.preload;
