import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { SectionSourcesNote } from './section-sources-note';

describe('sections outside the AISC catalogue on the Result tab', () => {
  it('names each of the run’s own sections with the source of its numbers', () => {
    renderWithProviders(
      <SectionSourcesNote
        sources={[{ name: 'NXT T9', family: 'NXT', source: 'Mill data sheet MS-1 (plates)' }]}
      />,
    );
    expect(screen.getByText('Sections outside the AISC catalogue')).toBeInTheDocument();
    expect(screen.getByText('NXT T9 (NXT): Mill data sheet MS-1 (plates)')).toBeInTheDocument();
  });

  it('says nothing for a run of catalogue sections only', () => {
    renderWithProviders(<SectionSourcesNote sources={[]} />);
    expect(screen.queryByText('Sections outside the AISC catalogue')).toBeNull();
  });
});
