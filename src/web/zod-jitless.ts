import { z } from 'zod';

// The Content-Security-Policy forbids eval. On its first parse zod would probe `new Function` to
// decide whether to compile its schemas, and Chrome reports that probe as a policy violation. Its
// interpreter gives the same answers; the app's schemas are small.
z.config({ jitless: true });
