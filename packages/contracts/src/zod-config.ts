import { config } from 'zod/mini';

// zod compiles object parsers with `new Function` when it may. Our pages run under a CSP without
// 'unsafe-eval', where zod's probe for that shows up as a CSP violation in the console; in a
// browser we parse a few small replies, so the interpreter costs nothing noticeable there. The
// services keep the compiled parsers, which matter on the hot path.
if ('document' in globalThis) config({ jitless: true });
