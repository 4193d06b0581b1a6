import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TableScroll } from './table-scroll';

/** jsdom has no layout: give every element the widths of a table in a narrower panel. */
function layout(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

const table = (
  <TableScroll minWidth={940} label="Checks of SAP at 4.5 ft">
    <table aria-label="Checks of SAP at 4.5 ft">
      <tbody>
        <tr>
          <td>Steel strength</td>
        </tr>
      </tbody>
    </table>
  </TableScroll>
);

afterEach(() => vi.restoreAllMocks());

describe('a wide table’s scroll container', () => {
  it('is left alone when the table fits: no region, no tab stop', () => {
    layout(1040, 1040);
    render(table);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('table').closest('[tabindex]')).toBeNull();
  });

  it('is a named region in the tab order while the table overflows, shadowed on the hidden side', () => {
    layout(940, 800);
    const { container } = render(table);
    const region = screen.getByRole('region', { name: 'Checks of SAP at 4.5 ft' });
    expect(region).toHaveAttribute('tabindex', '0');
    region.focus();
    expect(region).toHaveFocus();
    expect(region.firstElementChild).toHaveStyle({ minWidth: '940px' });
    const frame = container.firstElementChild!;
    // At the left end: more to the right only.
    expect(frame).toHaveAttribute('data-more-right');
    expect(frame).not.toHaveAttribute('data-more-left');
    // Scrolled to the right end: more to the left only.
    region.scrollLeft = 140;
    fireEvent.scroll(region);
    expect(frame).toHaveAttribute('data-more-left');
    expect(frame).not.toHaveAttribute('data-more-right');
  });
});
