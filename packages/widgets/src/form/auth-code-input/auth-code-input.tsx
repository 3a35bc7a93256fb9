import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { digitsOnly, FORM_LABELS } from '@sfc/core';
import { Field } from '../field/field.js';
import { focusLeaves } from '../shared/group-blur.js';
import { describedBy, fieldIds, useFieldId } from '../shared/ids.js';
import type { FieldBaseProps, ValueProps } from '../shared/types.js';
import { useStyles } from '../shared/use-styles.js';
import { useValidation } from '../shared/use-validation.js';
import { authCodeInputStyles } from './auth-code-input.styles.js';

/** Props of {@link AuthCodeInput}; the value is the digits typed so far. */
export interface AuthCodeInputProps extends FieldBaseProps, ValueProps<string> {
  /** Number of digits; default 6. */
  length?: number;
  /** Called once every box holds a digit, with the whole code. */
  onComplete?: (code: string) => void;
  /** Puts focus in the first box on mount (the code screen's only task). */
  autoFocus?: boolean;
}

const SHEETS = [['sfc-auth-code', authCodeInputStyles]] as const;

function cellsOf(code: string, length: number): string[] {
  const digits = digitsOnly(code).slice(0, length).split('');
  return Array.from({ length }, (_, i) => digits[i] ?? '');
}

/**
 * One-time code entry: `length` one-digit boxes in one labelled group. Only digits are kept;
 * typing moves to the next box, Backspace in an empty box goes back and clears the previous
 * one, arrows move, and pasting a whole code (or the browser's one-time-code autofill) fills
 * every box from the one focused.
 */
export function AuthCodeInput({
  label,
  name,
  id: givenId,
  required,
  disabled,
  error,
  hint,
  showErrors,
  className,
  value,
  defaultValue = '',
  onChange,
  length = 6,
  onComplete,
  autoFocus,
}: AuthCodeInputProps) {
  const id = useFieldId(givenId);
  const ids = fieldIds(id);
  const rowRef = useRef<HTMLDivElement>(null);
  useStyles(rowRef, SHEETS);
  const [cells, setCells] = useState(() => cellsOf(value ?? defaultValue, length));
  const code = cells.join('');
  // A parent that sets another code (e.g. clears it after a failed attempt) rewrites the boxes.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== undefined && value !== code) setCells(cellsOf(value, length));
  }
  const { message, touch } = useValidation({ value: code, required, error, showErrors });
  // Touched means the user worked in the boxes: focus moved by the screen (autofocus, then the
  // step's heading taking focus) is not the user leaving the field, and must not show an error.
  const usedByUser = useRef(false);
  const markUsed = () => {
    usedByUser.current = true;
  };

  const boxes = () => Array.from(rowRef.current?.querySelectorAll('input') ?? []);
  const focusBox = (index: number) => {
    const target = boxes()[Math.max(0, Math.min(length - 1, index))];
    target?.focus();
    target?.select();
  };
  const commit = (next: string[]) => {
    setCells(next);
    const nextCode = next.join('');
    if (nextCode !== code) onChange?.(nextCode);
    if (next.every((c) => c !== '') && nextCode !== code) onComplete?.(nextCode);
  };
  const fillFrom = (index: number, digits: string) => {
    const next = [...cells];
    const chars = digits.slice(0, length - index).split('');
    chars.forEach((d, i) => (next[index + i] = d));
    commit(next);
    focusBox(index + chars.length);
  };

  const onInput = (index: number, raw: string) => {
    const digits = digitsOnly(raw);
    // A box holding a digit gets a second character when typed over: keep the new one.
    const typed =
      cells[index] && digits.length === 2 ? digits.replace(cells[index]!, '') || digits[1]! : digits;
    if (typed.length === 0) {
      if (raw === '') commit(cells.map((c, i) => (i === index ? '' : c)));
      return;
    }
    fillFrom(index, typed);
  };
  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && cells[index] === '' && index > 0) {
      event.preventDefault();
      commit(cells.map((c, i) => (i === index - 1 ? '' : c)));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };
  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const digits = digitsOnly(event.clipboardData.getData('text'));
    event.preventDefault();
    if (digits) fillFrom(digits.length >= length ? 0 : index, digits);
  };

  return (
    <Field
      id={id}
      group
      label={label}
      required={required}
      hint={hint}
      error={message}
      className={`sfc-auth-code${className ? ` ${className}` : ''}`}
      groupProps={{ 'aria-describedby': describedBy(ids, { hint, error: message }) }}
    >
      <div
        ref={rowRef}
        className="sfc-auth-code__row"
        onBlur={(event) => focusLeaves(event) && usedByUser.current && touch()}
        onKeyDownCapture={markUsed}
        onPointerDownCapture={markUsed}
        onPasteCapture={markUsed}
      >
        {cells.map((cell, index) => (
          <input
            key={index}
            id={`${id}-${index}`}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            // The first box may receive the whole code from autofill.
            maxLength={index === 0 ? length : 2}
            className="sfc-input"
            value={cell}
            aria-label={FORM_LABELS.codeDigit(index + 1, length)}
            aria-invalid={message ? true : undefined}
            required={required}
            disabled={disabled}
            autoFocus={autoFocus && index === 0}
            onFocus={(event) => event.target.select()}
            onChange={(event) => onInput(index, event.target.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
          />
        ))}
      </div>
      {name ? <input type="hidden" name={name} value={code} /> : null}
    </Field>
  );
}
