// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareButton, ShareCard } from '../../src/site/components/share-card';
import { renderAt } from '../render-at';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const failing = (error: unknown) => vi.fn(() => Promise.reject(error));

describe('article and guide share: a failed native share is logged (spec part 2 §8), a cancelled one is not', () => {
  for (const [name, render] of [
    [
      'share card',
      () => renderAt(<ShareCard title="Understanding BMI" />, '/health-guides/understanding-bmi'),
    ],
    [
      'header Share button',
      () => renderAt(<ShareButton title="Understanding BMI" />, '/health-guides/understanding-bmi'),
    ],
  ] as const) {
    it(`${name}: logs a failure`, async () => {
      const user = userEvent.setup();
      const failure = new Error('share target crashed');
      const share = failing(failure);
      vi.stubGlobal('navigator', { ...navigator, share });
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      render();
      await user.click(await screen.findByRole('button', { name: 'Share' }));
      expect(share).toHaveBeenCalledWith(expect.objectContaining({ title: 'Understanding BMI' }));
      await waitFor(() => expect(warn).toHaveBeenCalledWith('Share failed', failure));
    });

    it(`${name}: stays quiet when the visitor closes the share sheet`, async () => {
      const user = userEvent.setup();
      const share = failing(new DOMException('Share canceled', 'AbortError'));
      vi.stubGlobal('navigator', { ...navigator, share });
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      render();
      await user.click(await screen.findByRole('button', { name: 'Share' }));
      await waitFor(() => expect(share).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(warn).not.toHaveBeenCalled();
    });
  }
});
