// Testing Library's findBy* and waitFor give up after 1 s by default: on a busy 2-core machine the first
// lazy chunk a page opens (the dialog's code, transformed on demand) took longer, and a right page failed
// its test (PackageBundleStep's Details modal in a loaded CI run). They wait up to 10 s; a check that
// truly fails still fails, only later.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
