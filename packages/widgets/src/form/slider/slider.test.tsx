import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { seriousViolations } from '../shared/axe.js';
import { Slider } from './slider.js';

afterEach(cleanup);

describe('Slider', () => {
  it('is a labelled range that reports the chosen number and shows it', async () => {
    const seen: number[] = [];
    const { container } = render(
      <Slider label="Satisfacción" min={0} max={10} defaultValue={5} onChange={(v) => seen.push(v)} />,
    );
    const slider = screen.getByRole('slider', { name: 'Satisfacción' });
    fireEvent.change(slider, { target: { value: '8' } });
    expect(seen).toEqual([8]);
    expect(container.querySelector('output')?.textContent).toBe('8');
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('reads the formatted value to assistive technology', () => {
    render(<Slider label="Avance" defaultValue={40} formatValue={(v) => `${v} %`} />);
    expect(screen.getByRole('slider').getAttribute('aria-valuetext')).toBe('40 %');
  });

  it('is disabled when asked', () => {
    render(<Slider label="Avance" disabled />);
    expect(screen.getByRole('slider')).toHaveProperty('disabled', true);
  });
});
