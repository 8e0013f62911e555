import { afterEach, describe, expect, it, vi } from 'vitest';

const notify = vi.fn();
vi.mock('../../src/islands/notify', () => ({ notify: (options: unknown) => notify(options) }));

afterEach(() => notify.mockReset());

describe('service worker update prompt', () => {
  it('offers Reload, which activates the waiting worker and reloads once it has taken over', async () => {
    const { promptUpdate } = await import('../../src/islands/update-prompt');
    const listeners: Record<string, () => void> = {};
    const worker = { postMessage: vi.fn() };
    const reload = vi.fn();
    vi.stubGlobal('navigator', {
      serviceWorker: {
        addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
      },
    });
    vi.stubGlobal('window', { location: { reload } });
    // The page's own words (PageMessages in the layout), here the English page's.
    const { default: m } = await import('../../src/site/messages/messages.en.gen');
    vi.stubGlobal('document', {
      getElementById: (id: string) =>
        id === 'page-words'
          ? {
              dataset: {
                updateTitle: m.updateTitle(),
                updateText: m.updateText(),
                updateReload: m.updateReload(),
              },
            }
          : null,
    });
    promptUpdate(worker as unknown as ServiceWorker);
    const options = notify.mock.calls[0]?.[0] as {
      title: string;
      action: { label: string; onClick: () => void };
    };
    expect(options.title).toBe('A new version of BloomCalc is ready');
    expect(options.action.label).toBe('Reload');
    options.action.onClick();
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    listeners.controllerchange?.();
    expect(reload).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
