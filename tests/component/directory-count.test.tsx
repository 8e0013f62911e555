// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import directory from '../../src/generated/directory.json';
import { DirectorySearch } from '../../src/site/components/directory-search';
import { DIRECTORY_PAGE_SIZE } from '../../src/site/data/config';
import type { DirectoryPage } from '../../src/site/data/lang-data';
import { renderAt } from '../render-at';

afterEach(cleanup);

describe('directory count line', () => {
  it('counts the cards on screen, not every calculator, when "Show more" holds some back', () => {
    // Only meaningful while the catalogue is longer than a page (29 calculators, 24 a page today).
    expect(directory.total).toBeGreaterThan(DIRECTORY_PAGE_SIZE);
    renderAt(<DirectorySearch directory={directory as DirectoryPage} />, '/calculators');
    const cards = screen.getAllByRole('heading', { level: 2 });
    expect(cards).toHaveLength(DIRECTORY_PAGE_SIZE);
    expect(screen.getByTestId('directory-count').textContent).toBe(
      `Showing ${cards.length} of ${directory.total} calculators`,
    );
    expect(
      screen.getByRole('button', { name: `Show more calculators (${directory.total - cards.length} more)` }),
    ).toBeTruthy();
  });
});
