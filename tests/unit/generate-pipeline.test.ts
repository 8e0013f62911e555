import { describe, expect, it } from 'vitest';
import { formatTimes, pipeline } from '../../scripts/lib/generate/pipeline';

describe('npm run generate: a pipeline of named steps', () => {
  it("hands each step's output to the next and times every step by name, in order", async () => {
    const { step, times } = pipeline();
    const words = await step('load', () => ['a', 'b']);
    const count = await step('count', async () => words.length);
    expect(count).toBe(2);
    expect(times().map(({ name }) => name)).toEqual(['load', 'count']);
    for (const { ms } of times()) expect(ms).toBeGreaterThanOrEqual(0);
    expect(
      formatTimes([
        { name: 'load', ms: 1250 },
        { name: 'count', ms: 40 },
      ]),
    ).toBe('load 1.3 s · count 0.0 s');
  });

  it("fails naming the step that failed before the step's own message, and times it too", async () => {
    const { step, times } = pipeline();
    await step('load', () => 1);
    const failing = step('check icons', () => {
      throw new Error('definitions/bmi/calculator.ts: icon: "scalez" is no Lucide icon');
    });
    await expect(failing).rejects.toThrow(
      'check icons failed:\ndefinitions/bmi/calculator.ts: icon: "scalez" is no Lucide icon',
    );
    expect(times().map(({ name }) => name)).toEqual(['load', 'check icons']);
  });
});
