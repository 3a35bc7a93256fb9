// The form's main button is shared with the embeddable elements (the sign-in renders it in both).
export { SubmitButton, type SubmitButtonProps } from '@sfc/widgets/features/shared/submit-button.js';
