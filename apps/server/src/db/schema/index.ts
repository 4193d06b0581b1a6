export * from './companies';
export * from './users';
export * from './projects';
export * from './one-time-codes';
export * from './activity';
export * from './runs';
export * from './socket-io';
