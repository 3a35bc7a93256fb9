// The reusable form elements of portal-spec §2, as React components (used by the widgets'
// custom elements and by the host portal). Each adopts its own styles where it renders.
export { Field, FIELD_SHEETS, type FieldProps } from './field/field.js';
export { fieldStyles } from './field/field.styles.js';
export { TextField, type TextFieldProps } from './text-field/text-field.js';
export { textFieldStyles } from './text-field/text-field.styles.js';
export { DateField, type DateFieldProps } from './date-field/date-field.js';
export { dateFieldStyles } from './date-field/date-field.styles.js';
export { PasswordField, type PasswordFieldProps } from './password-field/password-field.js';
export { passwordFieldStyles } from './password-field/password-field.styles.js';
export { NumberField, type NumberFieldProps } from './number-field/number-field.js';
export { numberFieldStyles } from './number-field/number-field.styles.js';
export {
  IdentificationField,
  type IdentificationFieldProps,
} from './identification-field/identification-field.js';
export { identificationFieldStyles } from './identification-field/identification-field.styles.js';
export { TextareaField, type TextareaFieldProps } from './textarea-field/textarea-field.js';
export { textareaFieldStyles } from './textarea-field/textarea-field.styles.js';
export { Slider, type SliderProps } from './slider/slider.js';
export { sliderStyles } from './slider/slider.styles.js';
export { CheckboxGroup, type CheckboxGroupProps } from './checkbox-group/checkbox-group.js';
export { checkboxGroupStyles } from './checkbox-group/checkbox-group.styles.js';
export { RadioGroup, type RadioGroupProps } from './radio-group/radio-group.js';
export { radioGroupStyles } from './radio-group/radio-group.styles.js';
export {
  SearchableSelect,
  type SearchableSelectProps,
  type SelectOption,
} from './searchable-select/searchable-select.js';
export { searchableSelectStyles } from './searchable-select/searchable-select.styles.js';
export { MultiSelect, type MultiSelectProps } from './multi-select/multi-select.js';
export { multiSelectStyles } from './multi-select/multi-select.styles.js';
export {
  AccordionList,
  type AccordionItem,
  type AccordionListProps,
} from './accordion-list/accordion-list.js';
export { accordionListStyles } from './accordion-list/accordion-list.styles.js';
export { Modal, type ModalProps } from './modal/modal.js';
export { modalStyles } from './modal/modal.styles.js';
export {
  DateRangePicker,
  dateRangeError,
  type DateRange,
  type DateRangePickerProps,
} from './date-range-picker/date-range-picker.js';
export { dateRangePickerStyles } from './date-range-picker/date-range-picker.styles.js';
export { HoursMinutesField, type HoursMinutesFieldProps } from './hours-minutes-field/hours-minutes-field.js';
export { hoursMinutesFieldStyles } from './hours-minutes-field/hours-minutes-field.styles.js';
export { FileDropzone, type FileDropzoneProps } from './file-dropzone/file-dropzone.js';
export { fileDropzoneStyles } from './file-dropzone/file-dropzone.styles.js';
export {
  SpreadsheetDropzone,
  type SpreadsheetDropzoneProps,
} from './spreadsheet-dropzone/spreadsheet-dropzone.js';
export { spreadsheetDropzoneStyles } from './spreadsheet-dropzone/spreadsheet-dropzone.styles.js';
export {
  DownloadButton,
  DownloadError,
  isDownloadableUrl,
  type DownloadButtonProps,
  type DownloadState,
} from './download-button/download-button.js';
export { downloadButtonStyles } from './download-button/download-button.styles.js';
export {
  PreviewModal,
  previewKind,
  ZOOM_STEPS,
  type PreviewFile,
  type PreviewKind,
  type PreviewModalProps,
} from './preview-modal/preview-modal.js';
export { previewModalStyles } from './preview-modal/preview-modal.styles.js';
export { AuthCodeInput, type AuthCodeInputProps } from './auth-code-input/auth-code-input.js';
export { authCodeInputStyles } from './auth-code-input/auth-code-input.styles.js';
export { ExcelExport, type ExcelExportProps, type ExportResult } from './excel-export/excel-export.js';
export {
  buildSpreadsheet,
  type ExportColumn,
  type ExportRow,
  type SpreadsheetOptions,
} from './excel-export/build-spreadsheet.js';
export { excelExportStyles } from './excel-export/excel-export.styles.js';
export { baseStyles } from './shared/base.styles.js';
export { fieldIds, describedBy, type FieldIds } from './shared/ids.js';
export { saveBlob, formatFileSize } from './shared/save-file.js';
export type { FieldBaseProps, ValueProps, Option, OptionValue } from './shared/types.js';
export { FormValidatesFieldsContext } from './shared/use-validation.js';
export { ScrollRegion, type ScrollRegionProps } from './scroll-region/scroll-region.js';
export { scrollRegionStyles } from './scroll-region/scroll-region.styles.js';
export { DraftOffer, DraftStatus, type DraftOfferProps } from './draft-status/draft-status.js';
export { useDraft, type DraftHandle, type UseDraftOptions } from './draft-status/use-draft.js';
export { draftStatusStyles } from './draft-status/draft-status.styles.js';
