import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SelectField } from './select-field';
import { TextField } from './text-field';

describe('form fields', () => {
  afterEach(cleanup);

  it('ties the error and then the hint to the input, and marks it invalid', () => {
    render(
      <TextField
        id="thickness"
        label="Stärke"
        value=""
        onChange={() => undefined}
        error="Pflichtfeld"
        hint="in mm"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Stärke' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('thickness-error thickness-hint');
    expect(screen.getByText('Pflichtfeld').id).toBe('thickness-error');
  });

  it('describes a valid input by its hint only and leaves it unmarked', () => {
    render(
      <TextField id="name" label="Name" value="Stahl" onChange={() => undefined} hint="frei" />,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBe('name-hint');
  });

  it('hands out the chosen value, offers the prompt first and says when its options load', () => {
    const onChange = jest.fn();
    render(
      <SelectField
        id="material"
        label="Material"
        value=""
        onChange={onChange}
        options={[{ value: '1', label: 'Stahl' }]}
        placeholder="Material wählen"
        placeholderSelectable={false}
        loading
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Material' });
    expect(select.getAttribute('aria-busy')).toBe('true');
    const prompt = screen.getByRole('option', { name: 'Material wählen' }) as HTMLOptionElement;
    expect(prompt.disabled).toBe(true);

    fireEvent.change(select, { target: { value: '1' } });
    expect(onChange).toHaveBeenCalledWith('1');
  });
});
