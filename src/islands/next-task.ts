/**
 * Ends the current task and continues in the next one at once (the browser may paint or handle a key in between).
 * The calculator island's start-up is a few pieces of work that each cannot be cut (evaluating a module graph,
 * building the Chakra system); run back to back in one task they block input for their sum, each in a task of
 * its own only for its own length. Nothing waits: the next piece starts as soon as the browser is free.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
