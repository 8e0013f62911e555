// The Chakra system is created in a task of its own, then the app is imported and hydrated in the next one:
// two shorter main-thread tasks instead of one long one (DESIGN.md "Performance: what limits us").
const { system } = await import('./site/system');
await new Promise((resolve) => setTimeout(resolve, 0));
const { start } = await import('./site/client');
await start(system);

export {};
