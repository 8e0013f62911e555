// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSearchState } from '../../src/site/browser/use-url-state';

// The filters of the directory and the blog, as their islands run them: the address read and written in place
// (src/site/browser/url-search.ts, no router), and a typed query written to the URL after a pause.
function Filters() {
  const search = useSearchState({ show: '' });
  return (
    <>
      <input
        aria-label="Search"
        value={search.query}
        onChange={(event) => search.setQuery(event.target.value)}
      />
      <button type="button" onClick={() => search.setCategory('finance')}>
        Finance
      </button>
      <button
        type="button"
        onClick={() => {
          search.setCategory('body');
          search.update({ show: '48' });
        }}
      >
        Body, more
      </button>
      <button type="button" onClick={search.clearAll}>
        Clear Filters
      </button>
      <p data-testid="state">{`${search.query}|${search.category}|${search.get('show')}`}</p>
    </>
  );
}

const search = () => new URLSearchParams(window.location.search);

beforeEach(() => {
  vi.useFakeTimers();
  window.history.replaceState(null, '', '/calculators');
  render(<Filters />);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function type(text: string) {
  fireEvent.change(screen.getByLabelText('Search'), { target: { value: text } });
}

describe('search state in the URL', () => {
  it('writes typed text after a pause, not at each keystroke', () => {
    type('bod');
    expect(search().get('q')).toBeNull();
    expect(screen.getByTestId('state').textContent).toBe('bod||');
    act(() => vi.advanceTimersByTime(300));
    expect(search().get('q')).toBe('bod');
  });

  it('keeps both of two changes made before the router renders the first', () => {
    fireEvent.click(screen.getByRole('button', { name: 'Body, more' }));
    expect(search().toString()).toBe('category=body&show=48');
    expect(screen.getByTestId('state').textContent).toBe('|body|48');
  });

  it('a category picked while typed text waits to be written keeps both', () => {
    type('budget');
    fireEvent.click(screen.getByRole('button', { name: 'Finance' }));
    act(() => vi.advanceTimersByTime(300));
    expect(search().get('category')).toBe('finance');
    expect(search().get('q')).toBe('budget');
  });

  it('Clear Filters clears typed text and the URL, and writes nothing after it', () => {
    type('body mass');
    act(() => vi.advanceTimersByTime(300));
    type('zzzz');
    const replace = vi.spyOn(window.history, 'replaceState');
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(replace).toHaveBeenCalledTimes(1);
    expect(window.location.search).toBe('');
    expect(screen.getByTestId('state').textContent).toBe('||');
    // A write of the cleared text after the pause would be a second navigation, racing the visitor's next click.
    act(() => vi.advanceTimersByTime(1000));
    expect(replace).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Finance' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(search().toString()).toBe('category=finance');
  });
});
