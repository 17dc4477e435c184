import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * ARCHITECTURE.md §5, issue 16: the lint rule `rankscribe/no-workflow-hooks` (scripts/eslint.config.js)
 * keeps workflow out of React. This checks the rule itself on small sources, and that src/web passes.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'scripts/eslint.config.js') });

async function findings(code: string, file = 'src/web/features/generation/sample.tsx'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'rankscribe/no-workflow-hooks').map((m) => m.message);
}

describe('the no-workflow-hooks lint rule', { timeout: 60_000 }, () => {
  it('fails on React state named for workflow, and accepts plain UI state', async () => {
    expect(await findings("import { useState } from 'react';\nexport function A() { const [stage, setStage] = useState('initial'); return [stage, setStage]; }")).toHaveLength(1);
    expect(await findings("import React from 'react';\nexport function A() { const [showPaywall, set] = React.useState(false); return [showPaywall, set]; }")).toHaveLength(1);
    expect(await findings("import { useRef } from 'react';\nexport function A() { const closeDialog = useRef(() => {}); return closeDialog; }")).toHaveLength(1);
    expect(await findings("import { useState } from 'react';\nexport function A() { const [value, setValue] = useState(''); return [value, setValue]; }")).toEqual([]);
  });

  it('fails on an effect or ref in a module that drives an actor (the old bridges between machines)', async () => {
    const bridge = [
      "import { useEffect } from 'react';",
      "import { useActorRef } from '@xstate/react';",
      "import { wizardMachine } from '../../../../machines/wizard/wizard.machine';",
      'export function A({ token }: { token: string }) {',
      '  const wizard = useActorRef(wizardMachine);',
      "  useEffect(() => { wizard.send({ type: 'session.changed', accessToken: token, userName: null }); }, [wizard, token]);",
      '  return null;',
      '}',
    ].join('\n');
    expect(await findings(bridge)).toEqual(['useEffect in a module that drives an actor: machines talk through events, not effects or refs.']);
    // The same effect in a module without actors (a focus trap, a toast timer) is not workflow.
    expect(await findings("import { useEffect } from 'react';\nexport function A() { useEffect(() => {}, []); return null; }", 'src/web/ui/sample.tsx')).toEqual([]);
  });

  it('finds none in src/web', async () => {
    const results = await eslint.lintFiles(['src/web']);
    const offenders = results.flatMap((r) =>
      r.messages.filter((m) => m.ruleId === 'rankscribe/no-workflow-hooks').map((m) => `${path.relative(root, r.filePath)}:${m.line} ${m.message}`),
    );
    expect(offenders).toEqual([]);
  });
});
