import fc from 'fast-check';

// Component tests wait for what a render shows; on a loaded 2-core machine (CI runs the browser build beside
// them) the default 1 s for `findBy…`/`waitFor` is too short for a whole result page, and a slow machine is no
// defect. A test still fails when what it waits for never comes. Only files with a DOM (jsdom) render: the
// others skip loading React DOM here (issue 28: ~1 s of setup per file on a busy machine).
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
}

// Every property test draws the same cases on every run and machine (issue 28: seeded randomness), so a failure
// is reproduced by running the test again; FC_SEED picks other cases on purpose. A test's own `seed` wins.
fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 28) });
