import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * ARCHITECTURE.md §5: machines own the workflow. Views may keep plain UI state (a text field, a
 * menu toggle) but no React state for stage, step, phase, paywall, dialog, preview or progress.
 */
const WORKFLOW_WORDS = /stage|step|phase|paywall|dialog|preview|progress|generating|analy[sz]|retry|topic|typing|wizard/i;
const STATE_HOOK = /const\s*\[\s*(\w+)[^\]]*\]\s*=\s*(?:React\.)?(useState|useReducer)\b/g;

function workflowStateIn(source: string): string[] {
  return [...source.matchAll(STATE_HOOK)].filter(([, name]) => WORKFLOW_WORDS.test(name ?? '')).map(([, name, hook]) => `${hook} ${name}`);
}

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/web');

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : Promise.resolve(/\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : []))),
  );
  return nested.flat();
}

describe('no workflow state in React views', () => {
  it('recognises workflow state held in useState/useReducer', () => {
    expect(workflowStateIn('const [stage, setStage] = useState<Stage>("initial");')).toEqual(['useState stage']);
    expect(workflowStateIn('const [showPaywall, set] = React.useState(false)')).toEqual(['useState showPaywall']);
    expect(workflowStateIn('const [dialogOpen, dispatch] = useReducer(reducer, false);')).toEqual(['useReducer dialogOpen']);
    expect(workflowStateIn('const [value, setValue] = useState("");')).toEqual([]);
  });

  it('finds none in src/web', async () => {
    const files = await sourceFiles(webRoot);
    expect(files.length).toBeGreaterThan(10);
    const offenders = (
      await Promise.all(files.map(async (f) => workflowStateIn(await readFile(f, 'utf8')).map((hit) => `${path.relative(webRoot, f)}: ${hit}`)))
    ).flat();
    expect(offenders).toEqual([]);
  });
});
