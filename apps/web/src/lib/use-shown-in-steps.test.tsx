// @vitest-environment jsdom
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { render } from '../test/render';
import { useShownInSteps } from './use-shown-in-steps';

const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('useShownInSteps', () => {
  it('renders the first items at once and the rest a step per task', async () => {
    const seen: number[] = [];
    function List({ total }: { total: number }) {
      const shown = useShownInSteps(total, 2, 3);
      seen.push(shown);
      return <p>{shown}</p>;
    }
    const view = render(<List total={7} />);
    expect(view.container.textContent).toBe('2');
    await nextTask();
    expect(view.container.textContent).toBe('5');
    await nextTask();
    expect(view.container.textContent).toBe('7');
    await nextTask();
    expect(view.container.textContent).toBe('7');
    expect(Math.max(...seen)).toBe(7);
    view.unmount();
  });

  it('never shows more than there are', () => {
    function List() {
      return <p>{useShownInSteps(1, 4)}</p>;
    }
    const view = render(<List />);
    expect(view.container.textContent).toBe('1');
    view.unmount();
  });
});
