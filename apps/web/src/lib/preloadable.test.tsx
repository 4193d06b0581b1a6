import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A module load that resolves (or fails) when the test says so. */
function controlledLoad() {
  const calls: { resolve: () => void; reject: () => void }[] = [];
  const load = () =>
    new Promise<typeof Hello>((resolve, reject) => {
      calls.push({ resolve: () => resolve(Hello), reject: () => reject(new Error('offline')) });
    });
  return { load, calls };
}

const inSuspense = (node: React.ReactNode) => <Suspense fallback={<p>Loading</p>}>{node}</Suspense>;

describe('preloadable', () => {
  it('not loaded ahead, suspends as React.lazy does (its fallback first)', async () => {
    const { load, calls } = controlledLoad();
    const { Component } = preloadable(load);
    render(inSuspense(<Component name="Ada" />));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => calls[0]!.resolve());
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('loaded ahead, renders at its first render: no fallback', async () => {
    const { load, calls } = controlledLoad();
    const { Component, preload } = preloadable(load);
    const done = preload();
    calls[0]!.resolve();
    await done;
    render(inSuspense(<Component name="Ada" />));
    // synchronously, in the very render: the fallback never showed
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    // one load for both
    expect(calls).toHaveLength(1);
  });

  it('a failed preload is tried again by the next', async () => {
    const { load, calls } = controlledLoad();
    const { Component, preload } = preloadable(load);
    const first = preload();
    calls[0]!.reject();
    await first;
    const second = preload();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve();
    await second;
    render(inSuspense(<Component name="Bo" />));
    expect(screen.getByText('Hello Bo')).toBeInTheDocument();
  });
});
