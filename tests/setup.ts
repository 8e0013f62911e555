import { configure } from '@testing-library/react';

// Component tests wait for what a render shows; on a loaded 2-core machine (CI runs the browser build beside
// them) the default 1 s for `findBy…`/`waitFor` is too short for a whole result page, and a slow machine is no
// defect. A test still fails when what it waits for never comes.
configure({ asyncUtilTimeout: 5000 });
