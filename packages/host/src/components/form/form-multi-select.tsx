import { MultiSelect, type MultiSelectProps } from '@sfc/widgets';
import { formField } from './form-fields.js';

/**
 * A several-choice select of a {@link PortalForm} (value: the chosen option values), for lists
 * too long for a checkbox group (e.g. the entities of a DCF user).
 */
export const FormMultiSelect = /* @__PURE__ */ formField<Array<string | number>, MultiSelectProps>(
  MultiSelect,
  {
    blur: 'outside',
  },
);
