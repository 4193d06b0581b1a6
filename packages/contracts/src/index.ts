// The contracts' public surface, written by hand: zod schemas and types for every API
// payload and response, enums and constants of the spec, and the project workflow.
export * from './enums';
export * from './errors';
export * from './http';
export * from './users';
export * from './user-management';
export * from './auth';
export * from './project-status';
export * from './projects';
export * from './project-lock';
export * from './activity';
export * from './health';
export * from './design';
export * from './runs';
export * from './units';
export * from './files';
export * from './imports';
export * from './reports';
export * from './reviews';
export * from './notifications';
export * from './content';
export * from './support';
export * from './sections';
export * from './site-data';
export * from './billing';
export * from './super-admin';
export * from './stamp-calculator';
