/**
 * The engine's version as far as its answers go: part of the key of the server's result cache,
 * so a run answered by an older engine is never served again. Change it with any change that
 * can change a number, a check or a line of a result (numerics, checks, defaults, the result's
 * shape); a change that cannot (speed, refactoring proven by the validation tests) keeps it.
 */
export const ENGINE_VERSION = '2026.11.23-1';
