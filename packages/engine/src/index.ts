// The engine's public surface, written by hand: each area exports what the rest of the repo may use.
export * from './soil';
export * from './sections';
export * from './solver';
export * from './lateral';
export * from './corrosion';
export * from './checks';
export * from './loads';
export * from './seismic';
export * from './modes';
export * from './design';
export * from './calibration';
