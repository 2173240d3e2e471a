// @vitest-environment jsdom
import { useState } from 'react';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { render } from '../test/render';
import { SelectField } from './form-fields';

describe('SelectField', () => {
  it('selects its value once options that arrive after it are there', () => {
    let load: (names: string[]) => void = () => undefined;
    function StatePicker() {
      const [names, setNames] = useState<string[]>([]);
      load = setNames;
      return (
        <SelectField label="State" value="TX" onChange={() => undefined}>
          <option value="">Select state</option>
          {names.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
      );
    }
    const view = render(<StatePicker />);
    const select = view.container.querySelector('select')!;
    expect(select.value).toBe('');
    act(() => load(['CA', 'TX']));
    expect(select.value).toBe('TX');
    view.unmount();
  });
});
