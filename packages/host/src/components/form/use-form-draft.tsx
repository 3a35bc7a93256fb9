import { useEffect, useLayoutEffect, useRef, type ReactElement } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { DraftOffer, DraftStatus, useDraft } from '@sfc/widgets';
import { useServices } from '../../lib/services.js';

const NONE: readonly string[] = [];

/** Options of {@link useFormDraft}. */
export interface FormDraftProps<T extends FieldValues> {
  /** The screen's form (react-hook-form). */
  form: UseFormReturn<T>;
  /** Form kind of the draft (`annual-report-step-2`, `solip-request`…). */
  kind: string;
  /** The object the form is about (a report's id…), if any. */
  objectId?: string | number | null;
  /** Fields left out of the draft (files: sent with the form). */
  omit?: readonly string[];
}

/** What {@link useFormDraft} gives a screen. */
export interface FormDraftHandle {
  /** Render inside the form: the offer of a saved draft and the save status. */
  element: ReactElement;
  /** Call once the form was sent and accepted: the draft is deleted. */
  submitted(): Promise<void>;
}

/**
 * The draft of a portal form (ADR 0041): the offer of a saved draft («Continuar el borrador del
 * …» / «Descartar») and the save status as `element`, saves a moment after typing stops and when
 * a field of the form is left, kept in the browser while offline.
 */
export function useFormDraft<T extends FieldValues>({
  form,
  kind,
  objectId,
  omit = NONE,
}: FormDraftProps<T>): FormDraftHandle {
  const { api } = useServices();
  const draft = useDraft<Partial<T>>({ api, form: kind, objectId });
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(draft);
  useLayoutEffect(() => {
    latest.current = draft;
  });

  useEffect(() => {
    const subscription = form.watch((values, { type }) => {
      // Only what the user changed: a reset (a continued draft, the server's values) is not typing.
      if (type !== 'change') return;
      const kept = Object.fromEntries(Object.entries(values).filter(([k]) => !omit.includes(k)));
      latest.current.change(kept as Partial<T>);
    });
    return () => subscription.unsubscribe();
  }, [form, omit]);

  useEffect(() => {
    const owner = ref.current?.closest('form');
    if (!owner) return;
    const flush = () => latest.current.flush();
    owner.addEventListener('focusout', flush);
    return () => owner.removeEventListener('focusout', flush);
  }, []);

  const element = (
    <div ref={ref} className="form-draft">
      <DraftOffer
        draft={draft}
        onContinue={(saved) => form.reset({ ...form.getValues(), ...saved }, { keepDefaultValues: true })}
      />
      <DraftStatus draft={draft} />
    </div>
  );
  return { element, submitted: () => latest.current.submitted() };
}
