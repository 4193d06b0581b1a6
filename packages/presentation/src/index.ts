// The public surface of @pilewise/presentation: what the screen and the PDF report share.
export const PRESENTATION_PACKAGE = '@pilewise/presentation';
export * from './input-fields';
export * from './input-summary';
export * from './charts/profile-chart-options';
export * from './charts/result-values';
export * from './check-working/check-working';
export * from './check-working/check-reference';
export * from './compare';
export * from './messages/lengths-in-units';
export * from './design-constants/design-constant-rows';
export * from './load-tests/load-test-fit-text';
export * from './starting-input/default-design-input';
